-- When a member joined their organisation by accepting an invitation; null for the member who created it.
-- The console's dashboard greets by it: the creator's first sign-in, an invitee's first sign-in since
-- joining (sessions are counted from this moment), or a returning member.
ALTER TABLE users ADD COLUMN invitation_accepted_at timestamptz;

-- Existing members: everyone but an organisation's first member came in through an invitation.
UPDATE users u SET invitation_accepted_at = u.created_at
WHERE EXISTS (
  SELECT 1 FROM users first
  WHERE first.organization_id = u.organization_id AND (first.created_at, first.id) < (u.created_at, u.id)
);

-- Team invitations: an owner or admin invites an e-mail address with a role; the mail carries a
-- single-use, expiring link whose 256-bit token is kept only as its SHA-256. Accepting (registering or signing
-- in through the link) or cancelling deletes the row, so a used link finds nothing. Pending = not yet expired;
-- pending invitations count against the plan's member limit.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- When the current link was mailed (created or resent); the link expires at expires_at.
  invited_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One invitation per address and organisation; an expired one is replaced by a new invite.
CREATE UNIQUE INDEX invitations_organization_email_key ON invitations (organization_id, lower(email));
CREATE INDEX invitations_organization_invited_idx ON invitations (organization_id, invited_at, id);

-- A refresh token's place in its family's chain: the login token is 0, each successor one more than the
-- token it was issued for. A token is dead once another token of its generation or a later one has been
-- used (rotated), which replaces the 10-second grace and its one-use marker (grace_used_at).
ALTER TABLE refresh_tokens ADD COLUMN generation integer NOT NULL DEFAULT 0;

-- Existing chains get their generations from the links the old code left: replaced_by, and a grace
-- sibling, which was inserted in the same transaction that set its parent's grace_used_at (same now()).
WITH RECURSIVE edges AS (
  SELECT p.id AS parent, c.id AS child
  FROM refresh_tokens p
  JOIN refresh_tokens c ON c.family_id = p.family_id AND c.id <> p.id
  WHERE c.id = p.replaced_by OR c.created_at = p.grace_used_at
), generations AS (
  SELECT t.id, 0 AS generation
  FROM refresh_tokens t
  WHERE NOT EXISTS (SELECT 1 FROM edges e WHERE e.child = t.id)
  UNION ALL
  SELECT e.child, g.generation + 1
  FROM generations g
  JOIN edges e ON e.parent = g.id
)
UPDATE refresh_tokens t SET generation = g.generation
FROM generations g
WHERE g.id = t.id AND g.generation > 0;

ALTER TABLE refresh_tokens DROP COLUMN grace_used_at;

-- The rotation decision asks for the newest used generation of a family on every refresh; an active
-- console renews often, so a family can hold many rows.
CREATE INDEX refresh_tokens_used_generation_idx ON refresh_tokens (family_id, generation)
  WHERE rotated_at IS NOT NULL;

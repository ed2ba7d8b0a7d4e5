-- A rotated refresh token may be presented once more within the grace window (two tabs refreshing at
-- once); this records that one use, so a further presentation revokes the family.
ALTER TABLE refresh_tokens ADD COLUMN grace_used_at timestamptz;

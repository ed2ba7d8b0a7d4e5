-- The language a subscription was made in (the public page's language as the visitor saw it): its mails
-- (confirmation, "already subscribed") are written in it and their links carry it. NULL (subscribers added
-- in the console, and those made before this column) means the page's default language.
ALTER TABLE subscribers ADD COLUMN language text CHECK (language IN ('en', 'ru'));

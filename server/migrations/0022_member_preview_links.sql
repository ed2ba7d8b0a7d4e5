-- A member of the page's organisation opens its private page from the console ("View public page"): a
-- single-use sign-in link that names the member; the session it starts lasts while they remain a member.
ALTER TABLE page_access_links ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;

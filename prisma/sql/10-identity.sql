-- ---------------------------------------------------------------------------------------
-- Identity rules beyond those above
-- ---------------------------------------------------------------------------------------
-- Usernames and emails are unique across every enterprise among users not deleted.
CREATE UNIQUE INDEX users_username_live_uniq ON users (lower(username)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_email_live_uniq ON users (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_locale_chk CHECK (locale IN ('th', 'en'));
ALTER TABLE login_throttles ADD CONSTRAINT login_throttles_count_chk CHECK (count >= 0);
CREATE INDEX sessions_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;

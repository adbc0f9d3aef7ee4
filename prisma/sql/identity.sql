-- Identity rules the schema language cannot express.
CREATE UNIQUE INDEX users_username_live_key ON users (lower(username)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_email_live_key ON users (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_group_id_check CHECK (group_id BETWEEN 1 AND 6);
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN (1, 2));
ALTER TABLE users ADD CONSTRAINT users_locale_check CHECK (locale IN ('th', 'en'));
ALTER TABLE sale_channels ADD CONSTRAINT sale_channels_type_check CHECK (type IN (1, 2));
ALTER TABLE payment_methods ADD CONSTRAINT payment_methods_type_check CHECK (type IN (1, 2, 4, 5, 6, 7));
ALTER TABLE signup_requests ADD CONSTRAINT signup_requests_status_check CHECK (status IN (0, 1, 2));
ALTER TABLE login_throttles ADD CONSTRAINT login_throttles_count_check CHECK (count >= 0);
CREATE INDEX sessions_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;

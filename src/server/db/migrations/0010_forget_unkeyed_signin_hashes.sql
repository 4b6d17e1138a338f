-- Sign-in failures used to be counted under `signin-fail:` + an unsalted SHA-256 of the email, which a
-- dictionary of addresses can reverse. The limits now key accounts by an HMAC with the server's secret
-- (decision 021); the old rows are forgotten (they only ever held an hour of failures).
DELETE FROM "request_limits" WHERE "key" LIKE 'signin-fail:%';

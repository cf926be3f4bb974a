-- One round trip per rate-limited hit (lib/rate-limit.ts hit()): waits for the advisory lock of bucket and key,
-- reads the max-th most recent hit in the window and either records a hit (returns NULL) or returns the seconds
-- until a slot frees up. VOLATILE, so each statement inside takes a fresh snapshot after the lock: parallel hits
-- from several instances count exactly, as the former three-statement transaction did. The hit's own transaction
-- commits without waiting for the disk (synchronous_commit off, transaction-local): a crash may forget the last
-- instant's hits, which only means a few more requests allowed, never a wrong refusal or lost user data. Call it
-- on its own, never inside a transaction that writes anything else.
CREATE OR REPLACE FUNCTION rate_limit_take(p_bucket text, p_key text, p_max integer, p_window_seconds double precision)
RETURNS double precision
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  oldest_age double precision;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext('rate:' || p_bucket || ':' || p_key));
  SELECT extract(epoch FROM now() - h.created_at)::float8 INTO oldest_age
    FROM rate_limit_hit h
    WHERE h.bucket = p_bucket AND h.key = p_key
      AND h.created_at > now() - make_interval(secs => p_window_seconds)
    ORDER BY h.created_at DESC
    OFFSET p_max - 1 LIMIT 1;
  IF FOUND THEN
    RETURN p_window_seconds - oldest_age;
  END IF;
  INSERT INTO rate_limit_hit (bucket, key) VALUES (p_bucket, p_key);
  RETURN NULL;
END
$$;

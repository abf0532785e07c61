-- Before the database allows one open checkout per client and advisor (next migration), release
-- all but the newest of each pair and free their held time, as a new hold does.
WITH ranked AS (
  SELECT id, row_number() OVER (
    PARTITION BY client_id, advisor_id ORDER BY created_at DESC, id DESC
  ) AS position
  FROM checkouts
  WHERE status = 'open'
), released AS (
  UPDATE checkouts SET status = 'released', updated_at = now()
  WHERE id IN (SELECT id FROM ranked WHERE position > 1)
  RETURNING id
)
DELETE FROM advisor_time_claims
WHERE kind = 'hold' AND id IN (SELECT id FROM released);

-- The skeletons of a batch of players' names (migration 0024), computed by the service.
UPDATE players p SET name_skeleton = batch.skeleton
FROM unnest(%(ids)s::uuid[], %(skeletons)s::text[]) AS batch (id, skeleton)
WHERE p.id = batch.id

-- A player erased (erase_player, migration 0029): false when there is no such player (erased
-- before, or never one).
SELECT erase_player(%(player)s)

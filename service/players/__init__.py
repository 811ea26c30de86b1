"""A player's own rules beside the engine: which names may be taken and how they read
(``names``), and the bearer tokens that prove a player (``bearer``).  Pure: no Flask, no
database; the store and the web layer use them."""

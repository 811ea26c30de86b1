"""Friends and groups: whom a player follows, and which groups of 100 a day's board has.
Their rules and the errors that refuse: no Flask, no SQL.  The store keeps what they
allow (``store.friends``, ``store.groups``), and the web layer answers each error with its
problem (``service.api.players.friends``, ``service.api.daily.groups``)."""

"""The daily challenge's domain: its calendar (``challenge``), the scheduler that picks and
publishes the deals (``scheduler``), the rules of a submitted result (``submission``), the
pace review (``pace``), the boards' buckets (``stats``), the text to share (``share``) and
the lock on live deals (``lock``).  No web and no commands here: ``service.api`` and
``service.cli`` are their adapters."""

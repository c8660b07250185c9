"""The classroom server (``make classroom``): one server, several tables, every pupil
at his own device seeing only his own view, the teacher's dashboard and a projector.

- :mod:`.store`: every table and every step, kept in SQLite (the interface: ``Store``);
- :mod:`.tables`: a table's seats, tokens, versions, bots; the ``Hall`` of tables;
- :mod:`.public`: what every seat may see alike (the projector's and dashboard's data);
- :mod:`.pictures`: each game's board as SVG, drawn once per distinct view;
- :mod:`.pages`: the pages' HTML, computed from views;
- :mod:`.app`: the Tornado application; ``python -m gamekit.server`` starts it.
"""

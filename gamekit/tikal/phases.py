"""The steps of a Tikal game (``TikalState.phase``) and the kinds of 10-AP turns."""

DRAW, REVEAL, AUCTION, CHOOSE, PLACE, ACTIONS, TREASURE_DRAW, OVER = range(8)
PHASES = ("draw", "reveal", "auction", "choose", "place", "actions", "treasure", "over")
NORMAL, SCORING, FINAL = "normal", "scoring", "final"
"""A normal turn follows a tile; scoring turns end with the player scoring himself."""
SUPPLY, OUT, GUARDING = -1, -2, -3
"""Where a leader is when he is not on a hex."""

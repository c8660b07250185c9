"""The components in gamekit/camelot/data: counts from the card manifest, provenance on
every entry, and the Fight-card patterns of the combat quests."""
from gamekit.camelot import components as C
from gamekit.core.data import load_json


def test_card_totals_match_the_rule_book():
    # rule book: 84 white cards (69 standard, 15 special), 76 black (64 standard, 12 special)
    assert C.WHITE_TOTAL == 84 and C.BLACK_TOTAL == 76
    assert sum(n for n, sp in zip(C.WHITE_COUNTS, C.WHITE_SPECIAL) if not sp) == 69
    assert sum(n for n, sp in zip(C.BLACK_COUNTS, C.BLACK_SPECIAL) if not sp) == 64
    assert C.LOYALTY_CARDS == 8


def test_manifest_counts():
    assert [C.WHITE_COUNTS[v] for v in C.FIGHTS] == [14, 12, 10, 8, 7]
    assert C.WHITE_COUNTS[C.GRAIL] == 18 and C.WHITE_COUNTS[C.MERLIN] == 7
    assert [C.BLACK_COUNTS[c] for c in C.BLACK_KNIGHT_CARDS] == [5, 3, 2, 1]
    assert [C.BLACK_COUNTS[c] for c in C.LANCELOT_CARDS] == [4, 3, 3, 1]
    assert [C.DRAGON_VALUE[c] for c in C.LANCELOT_CARDS] == [5, 7, 9, 11]
    assert C.BLACK_COUNTS[C.EXCALIBUR_CARD] == C.BLACK_COUNTS[C.DESPAIR] == 15
    assert C.BLACK_COUNTS[C.DESOLATION] == 2


def test_every_entry_says_where_it_comes_from():
    for name in ("cards.json", "knights.json", "quests.json", "constants.json"):
        data = load_json("gamekit.camelot", name)
        assert data["source"]
        for key, value in data.items():
            entries = value if isinstance(value, list) else [value] if isinstance(value, dict) else []
            for entry in entries:
                assert entry.get("source"), (name, key, entry)
                assert entry.get("trust") in ("R", "S", "A"), (name, key, entry)


def test_assumptions_are_marked():
    track = load_json("gamekit.camelot", "quests.json")["places"][4]["track"]
    assert track["trust"] == "A" and track["source"].startswith("assumed")


def test_seven_knights_with_french_names():
    knights = load_json("gamekit.camelot", "knights.json")["knights"]
    assert [k["french"] for k in knights] == ["Le Roi Arthur", "Sire Galahad", "Sire Gauvain",
                                              "Sire Kay", "Sire Palomides", "Sire Perceval",
                                              "Sire Tristan"]


def test_constants():
    assert (C.LIFE_START, C.LIFE_MAX, C.HAND_DRAW_BLOCK, C.SWORDS_END) == (4, 6, 12, 12)
    assert (C.BLACK_SWORDS_LOSE, C.SIEGE_ENGINES_LOSE, C.ACCUSATION_THRESHOLD) == (7, 12, 6)
    assert (C.EXCALIBUR_START, C.EXCALIBUR_KNIGHTS_END, C.EXCALIBUR_EVIL_END) == (5, 10, 0)
    assert C.GRAIL_SLOTS == 7 and C.WAR_SEQUENCE == (1, 2, 3, 4, 5) and C.WARRIORS_LOSE == 4


def test_patterns_of_the_combat_quests():
    fits = C.fits_pattern
    # Black Knight: two pairs of different values (BQ: 1, 1 and 3, 3 - but not 1, 1, 1, 1)
    assert fits({1: 2, 3: 2}, (2, 2)) and not fits({1: 3}, (2, 2))
    assert not fits({1: 1, 2: 1, 3: 1}, (2, 2))
    # Lancelot: a full house
    assert fits({5: 3, 4: 2}, (3, 2)) and fits({5: 2, 4: 2}, (3, 2))
    assert not fits({5: 3, 4: 3}, (3, 2)) and not fits({5: 4}, (3, 2))
    # the Dragon: three of a kind in three different values
    assert fits({1: 3, 2: 3, 3: 3}, (3, 3, 3)) and not fits({1: 1, 2: 1, 3: 1, 4: 1}, (3, 3, 3))

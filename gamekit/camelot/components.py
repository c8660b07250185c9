"""The components of Shadows over Camelot, read from ``data/*.json`` inside the package.

White and black cards are *kinds*, numbered in the order of ``cards.json``; a hand
or a pile is a list of counts per kind. Fight cards are the white kinds 1-5, so a
Fight card's kind is its value (the rule book lists 84 white and 76 black cards; the
manifest comes from the Book of Quests).
"""
from __future__ import annotations

from ..core.data import load_json

_CARDS = load_json(__package__, "cards.json")
_KNIGHTS = load_json(__package__, "knights.json")
_QUESTS = load_json(__package__, "quests.json")
_CONST = load_json(__package__, "constants.json")

# -- white cards -------------------------------------------------------------------
WHITE_IDS: tuple[str, ...] = tuple(c["id"] for c in _CARDS["white"])
WHITE_NAMES: tuple[str, ...] = tuple(c["name"] for c in _CARDS["white"])
WHITE_COUNTS: tuple[int, ...] = tuple(c["count"] for c in _CARDS["white"])
WHITE_SPECIAL: tuple[bool, ...] = tuple(c["special"] for c in _CARDS["white"])
WHITE_KINDS = range(len(WHITE_IDS))
(GRAIL, FIGHT_1, FIGHT_2, FIGHT_3, FIGHT_4, FIGHT_5, MERLIN, FATE, PIETY, HEROISM,
 REINFORCEMENTS, CLAIRVOYANCE, MESSENGER, LADY_OF_THE_LAKE, CONVOCATION) = WHITE_KINDS
FIGHTS = (FIGHT_1, FIGHT_2, FIGHT_3, FIGHT_4, FIGHT_5)
assert [_CARDS["white"][v].get("value") for v in FIGHTS] == [1, 2, 3, 4, 5], \
    "camelot/data/cards.json: the Fight cards are white kinds 1 to 5, in order"
SPECIAL_WHITE = tuple(k for k in WHITE_KINDS if WHITE_SPECIAL[k])
WHITE_TOTAL = sum(WHITE_COUNTS)

# -- black cards -------------------------------------------------------------------
BLACK_IDS: tuple[str, ...] = tuple(c["id"] for c in _CARDS["black"])
BLACK_NAMES: tuple[str, ...] = tuple(c["name"] for c in _CARDS["black"])
BLACK_COUNTS: tuple[int, ...] = tuple(c["count"] for c in _CARDS["black"])
BLACK_SPECIAL: tuple[bool, ...] = tuple(c["special"] for c in _CARDS["black"])
BLACK_EFFECT: tuple[str, ...] = tuple(c["effect"] for c in _CARDS["black"])
BLACK_KINDS = range(len(BLACK_IDS))
(BLACK_KNIGHT_1, BLACK_KNIGHT_3, BLACK_KNIGHT_5, BLACK_KNIGHT_7,
 LANCELOT_1, LANCELOT_3, LANCELOT_5, LANCELOT_7,
 EXCALIBUR_CARD, DESPAIR, PICTS_CARD, SAXONS_CARD, MERCENARIES,
 MORGAN_1, MORGAN_2, MORGAN_3, MORGAN_4, MORGAN_5,
 DESOLATION, DARK_FOREST, GUINEVERE, MISTS_OF_AVALON, MORDRED, VIVIEN) = BLACK_KINDS
BLACK_TOTAL = sum(BLACK_COUNTS)
BLACK_KNIGHT_CARDS = (BLACK_KNIGHT_1, BLACK_KNIGHT_3, BLACK_KNIGHT_5, BLACK_KNIGHT_7)
LANCELOT_CARDS = (LANCELOT_1, LANCELOT_3, LANCELOT_5, LANCELOT_7)
COMBAT_CARDS = BLACK_KNIGHT_CARDS + LANCELOT_CARDS
"""The black cards of the combat quests: face up on their quest, unless the drawer lays
one face down (revised, BQ and CM)."""
BLACK_VALUE: tuple[int, ...] = tuple(c.get("value", 0) for c in _CARDS["black"])
DRAGON_VALUE: tuple[int, ...] = tuple(c.get("dragon_value", 0) for c in _CARDS["black"])
BLACK_QUEST: tuple[str, ...] = tuple(c.get("quest", "") for c in _CARDS["black"])

# -- knights -----------------------------------------------------------------------
KNIGHT_IDS: tuple[str, ...] = tuple(k["id"] for k in _KNIGHTS["knights"])
KNIGHT_NAMES: tuple[str, ...] = tuple(k["name"] for k in _KNIGHTS["knights"])
KNIGHT_POWERS: tuple[str, ...] = tuple(k["power"] for k in _KNIGHTS["knights"])
KNIGHTS = range(len(KNIGHT_IDS))
ARTHUR, GALAHAD, GAWAIN, KAY, PALAMEDES, PERCIVAL, TRISTAN = KNIGHTS

# -- places and quests -------------------------------------------------------------
PLACES = {p["id"]: p for p in _QUESTS["places"]}
RELICS = {r["id"]: r for r in _QUESTS["relics"]}
CAMELOT, BLACK_KNIGHT, LANCELOT, EXCALIBUR, GRAIL_QUEST, PICTS, SAXONS = range(7)
"""Where a knight can be. ``LANCELOT`` is the Lancelot & Dragon board (rule book)."""
LOCATION_IDS = ("camelot", "black_knight", "lancelot", "excalibur", "grail", "picts", "saxons")
WARS = (PICTS, SAXONS)
DRAGON = 7
"""The Dragon's quest, on the back of Lancelot's board: a quest id, not a place."""
QUEST_IDS = LOCATION_IDS + ("dragon",)
QUEST_NAMES = tuple(PLACES[q]["name"] for q in QUEST_IDS)
WIN = tuple(PLACES[q].get("win", {}) for q in QUEST_IDS)
LOSS = tuple(PLACES[q].get("loss", {}) for q in QUEST_IDS)
PATTERN = {q: tuple(PLACES[QUEST_IDS[q]]["white_pattern"]) for q in (BLACK_KNIGHT, LANCELOT, DRAGON)}
BLACK_SLOTS = {q: PLACES[QUEST_IDS[q]]["black_slots"] for q in (BLACK_KNIGHT, LANCELOT, DRAGON)}
EXCALIBUR_START = PLACES["excalibur"]["track"]["start"]
EXCALIBUR_KNIGHTS_END = PLACES["excalibur"]["track"]["knights_end"]
EXCALIBUR_EVIL_END = PLACES["excalibur"]["track"]["evil_end"]
GRAIL_SLOTS = PLACES["grail"]["slots"]
WAR_SEQUENCE = tuple(PLACES["picts"]["sequence"])
WARRIORS_LOSE = PLACES["picts"]["warriors_lose"]

RELIC_EXCALIBUR, RELIC_GRAIL, RELIC_ARMOR = range(3)
RELIC_NAMES = (RELICS["excalibur"]["name"], RELICS["holy_grail"]["name"],
               RELICS["lancelots_armor"]["name"])
RELIC_QUEST = {EXCALIBUR: RELIC_EXCALIBUR, GRAIL_QUEST: RELIC_GRAIL, LANCELOT: RELIC_ARMOR}

# -- constants -----------------------------------------------------------------------
def _value(key: str) -> int:
    return _CONST[key]["value"]


MIN_PLAYERS, MAX_PLAYERS = _CONST["players"]["min"], _CONST["players"]["max"]
LIFE_START = _value("life_start")
LIFE_MAX = _value("life_max")
MERLINS_DEALT = _value("merlins_dealt")
WHITE_CARDS_DEALT = _value("white_cards_dealt")
ROUND_TABLE_DRAW = _value("round_table_draw")
GAWAIN_DRAW = _value("gawain_draw")
HAND_DRAW_BLOCK = _value("hand_draw_block")
HEAL_IDENTICAL = _value("heal_identical")
SWORDS = _value("swords")
SWORDS_END = _value("swords_end")
BLACK_SWORDS_LOSE = _value("black_swords_lose")
SIEGE_ENGINES_LOSE = _value("siege_engines_lose")
ACCUSATION_THRESHOLD = _value("accusation_threshold")
TRAITOR_FLIPS = _value("traitor_flips")
SIEGE_DIE = _value("siege_die")
GRAIL_RELIC_LIFE = _value("grail_relic_life")
CLAIRVOYANCE_CARDS = _value("clairvoyance_cards")
MESSENGER_CARDS = _value("messenger_cards")
PIETY_SELF, PIETY_OTHERS = _CONST["piety"]["self"], _CONST["piety"]["others"]
REINFORCEMENTS_SELF = _CONST["reinforcements"]["self"]
REINFORCEMENTS_OTHERS = _CONST["reinforcements"]["others"]
LADY_OF_THE_LAKE_LIFE = _value("lady_of_the_lake_life")
FATE_TRAITOR_DISCARD = _value("fate_traitor_discard")
MORGAN_1_DISCARD = _value("morgan_1_discard")
MORGAN_2_DRAWS = _value("morgan_2_draws")
MORGAN_3_ENGINES = _value("morgan_3_engines")
MORGAN_5_LIFE = _value("morgan_5_life")
LOYALTY_CARDS = sum(c["count"] for c in _CARDS["loyalty"])


def quest_name(quest: int) -> str:
    """'the Black Knight's tournament'."""
    return QUEST_NAMES[quest]


def white_list(counts) -> list[str]:
    """A hand of counts as names: ['Fight 3', 'Fight 3', 'Merlin']."""
    return [WHITE_NAMES[k] for k in WHITE_KINDS for _ in range(counts[k])]


def fits_pattern(counts: dict[int, int] | list[int], pattern: tuple[int, ...]) -> bool:
    """Can Fight cards with these counts per value still grow into ``pattern``?

    Book of Quests: the Black Knight wants two pairs of different values (2, 2),
    Lancelot a full house (3, 2), the Dragon three of a kind in three different
    values (3, 3, 3). Sorted from the largest, each count must fit its slot."""
    sizes = sorted((c for c in (counts.values() if isinstance(counts, dict) else counts) if c),
                   reverse=True)
    return len(sizes) <= len(pattern) and all(c <= p for c, p in zip(sizes, pattern))

"""The message catalogues checked against each other and against the code: every message in
every language with the same placeholders, no message nobody asks for, plural forms right for
1, 2, 5 and 21 in each language, Hebrew names and cards isolated, /rules in every language."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from bot import i18n
from bot.resources import data_path, locales
from engine.cards import Card, Rank, Suit
from engine.options import describe_options
from engine.registry import GAME_NAMES, game_class
from engine.wording import PLAIN, WORDS, Said

ROOT = Path(__file__).resolve().parent.parent
COMMAND_FILE = "commands.ftl"  # checked against the synced commands (test_command_localisations)


class _Names(Visitor):
    """What a message shows (its placeholders), what it only selects on (a plural's count where
    a language writes the number out in words, an ordinal's category), and what it refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selected_on: set[str] = set()
        self.messages: set[str] = set()
        self.terms: set[str] = set()
        self.selectors: list[fluent_ast.SelectExpression] = []

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: fluent_ast.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: fluent_ast.TermReference) -> None:
        self.terms.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        self.selectors.append(node)
        if isinstance(node.selector, fluent_ast.VariableReference):
            self.selected_on.add(node.selector.id.name)
        for variant in node.variants:
            self.visit(variant)


TERMS: dict[str, dict[str, fluent_ast.Term]] = {}


def parsed(language: str) -> dict[str, fluent_ast.Message]:
    """Every message of a language's catalogues (not the commands), by id; no syntax errors.
    Its terms (``-games``, shared plural phrases) go to ``TERMS``."""
    found: dict[str, fluent_ast.Message] = {}
    terms = TERMS.setdefault(language, {})
    for path in sorted(locales(language).glob("*.ftl")):
        if path.name == COMMAND_FILE:
            continue
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
        assert not junk, f"{path}: {[entry.annotations for entry in junk]}"
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message):
                assert entry.id.name not in found, f"{path}: {entry.id.name} twice"
                found[entry.id.name] = entry
            elif isinstance(entry, fluent_ast.Term):
                terms[entry.id.name] = entry
    return found


def names(message: fluent_ast.Message) -> _Names:
    visitor = _Names()
    visitor.visit(message)
    return visitor


CATALOGUES = {language: parsed(language) for language in i18n.LANGUAGES}
ENGLISH = CATALOGUES["en"]


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_every_message_exists_in_every_language_with_the_same_placeholders(language):
    theirs = CATALOGUES[language]
    assert sorted(set(ENGLISH) - set(theirs)) == [], "missing"
    assert sorted(set(theirs) - set(ENGLISH)) == [], "not in English"
    for message_id, message in ENGLISH.items():
        # What English shows, every language shows; a count English shows may be written out
        # in words in another language ("שני משחקים") and then only chooses the form.
        english, translated = names(message), names(theirs[message_id])
        assert translated.variables <= english.variables, message_id
        shown = english.variables - english.selected_on
        assert shown <= translated.variables, (message_id, sorted(shown - translated.variables))
    for term_id, term in TERMS[language].items():
        assert names(term).variables <= {"n"}, term_id


def _literals() -> set[str]:
    """Every string constant in the code that reads the catalogues."""
    found: set[str] = set()
    for folder in ("bot", "cogs"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found.add(node.value)
    return found


def engine_templates(folder: Path) -> list[str]:
    """The English templates of the engine's events and refusals written out in ``folder``
    (and of the host's notices: ``Notice.of``), each said through its catalogue message."""
    found: list[str] = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            at = {"IllegalAction": 0, "SetupError": 0, "Event": 1, "_event": 1, "of": 1}.get(name)
            if at is None or len(node.args) <= at:
                continue
            template = node.args[at]
            if isinstance(template, ast.Constant) and template.value not in found:
                found.append(template.value)
        # Templates kept in module constants (a take's, a deal's end): read as the module has
        # them, f-strings and all.
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for name, value in vars(module).items():
            if not TEMPLATE_CONSTANT.match(name):
                continue
            for template in value.values() if isinstance(value, dict) else [value]:
                if isinstance(template, str) and template not in found:
                    found.append(template)
    return found


TEMPLATE_CONSTANT = re.compile(r"^_[A-Z_]*(TEMPLATES|TAKES|SWEEPS)$")
"""Module constants that hold event templates."""


def _built_ids() -> set[str]:
    """Ids the code builds: one per game option, one per engine template."""
    options = {
        f"{prefix}-{game}-{option.name}"
        for game in GAME_NAMES
        for option in describe_options(game_class(game).Options)
        for prefix in ("rules-option", "form-label")
    }
    templates = {i18n.said_id(template) for template in TEMPLATES + NOTICES}
    # Reading the templates imported every engine module: every game's word codes are known.
    ranks = {f"rank-{rank.label}" for rank in Rank}
    return options | templates | ranks | {f"word-{code}" for code in WORDS}


def test_no_catalogue_has_unused_messages_and_none_is_missing():
    referenced = {name for message in ENGLISH.values() for name in names(message).messages}
    used = _literals() | _built_ids() | referenced
    for language, terms in TERMS.items():
        referenced_terms = {
            name for message in CATALOGUES[language].values() for name in names(message).terms
        }
        assert sorted(set(terms) - referenced_terms) == [], language
    assert sorted(set(ENGLISH) - used) == []
    options = {message for message in _built_ids() if message.startswith(("rules-", "form-"))}
    assert sorted(options - set(ENGLISH)) == []
    id_like = re.compile(r"^[a-z]+(-[a-z_0-9]+)+$")
    prefixes = {message_id.split("-")[0] for message_id in ENGLISH}
    asked = {
        literal
        for literal in _literals()
        if id_like.match(literal) and literal.split("-")[0] in prefixes
    }
    assert sorted(asked - set(ENGLISH) - {"settings", "rules"}) == []


def plural_selectors(language: str) -> list[tuple[str, fluent_ast.SelectExpression]]:
    found = []
    entries = {**CATALOGUES[language], **TERMS[language]}
    for message_id, message in entries.items():
        for selector in names(message).selectors:
            keys = {
                variant.key.name for variant in selector.variants if hasattr(variant.key, "name")
            }
            if keys & {"zero", "one", "two", "few", "many", "other"}:
                found.append((message_id, selector))
    return found


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_plural_selectors_cover_every_category_the_language_has(language):
    selectors = plural_selectors(language)
    assert selectors
    for message_id, selector in selectors:
        ordinal = getattr(selector.selector, "id", None) and selector.selector.id.name == "ordinal"
        needed = i18n.ordinal_categories(language) if ordinal else i18n.plural_categories(language)
        keys = {variant.key.name for variant in selector.variants if hasattr(variant.key, "name")}
        default = next(v.key.name for v in selector.variants if v.default)
        # "other" as the default catches the rest; every other category must be written out
        # where the language has it, or it would silently read as "other".
        assert needed - {default} <= keys, (message_id, sorted(needed - keys))


PLURALS = {
    # 1, 2, 5 and 21 players: the forms each language's grammar asks for.
    "en": ["1 player", "2 players", "5 players", "21 players"],
    "sv": ["en spelare", "2 spelare", "5 spelare", "21 spelare"],
    "ro": ["1 jucător", "2 jucători", "5 jucători", "21 de jucători"],
    "sr-Latn": ["1 igrač", "2 igrača", "5 igrača", "21 igrač"],
    "he": ["שחקן אחד", "שני שחקנים", "5 שחקנים", "21 שחקנים"],
}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_plural_forms_for_1_2_5_and_21(language):
    for count, expected in zip((1, 2, 5, 21), PLURALS[language], strict=True):
        text = i18n.t(language, "rules-players", counts=str(count), last=count)
        assert expected in text, (count, text)


def test_lists_join_the_languages_way():
    names = ["Ana", "Bruno", "Chiara"]
    assert i18n.join("en", names) == "Ana, Bruno and Chiara"
    assert i18n.join("sv", names) == "Ana, Bruno och Chiara"
    assert i18n.join("ro", names) == "Ana, Bruno și Chiara"
    assert i18n.join("sr-Latn", names) == "Ana, Bruno i Chiara"
    assert i18n.or_list("sr-Latn", ["2", "3", "4", "6"]) == "2, 3, 4 ili 6"
    assert i18n.decimal("sv", 25.25, 1) == "25,2" or i18n.decimal("sv", 25.25, 1) == "25,3"
    assert i18n.decimal("en", 1234.5, 1) == "1234.5"


def test_hebrew_isolates_names_and_cards_and_nothing_else():
    joined = i18n.join("he", ["Ana", "Bruno", "Chiara"])
    assert joined == "\u2068Ana\u2069, \u2068Bruno\u2069 ו\u05be\u2068Chiara\u2069"
    assert i18n.isolate("he", "10♠") == "\u206810♠\u2069"
    assert i18n.isolate("sv", "10♠") == "10♠"
    # Discord strips the bidi overrides (LRO, RLO, PDF, LRE, RLE); no catalogue may use them.
    overrides = {"\u202a", "\u202b", "\u202c", "\u202d", "\u202e"}
    for language in i18n.LANGUAGES:
        for path in locales(language).glob("*.ftl"):
            assert not overrides & set(path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_rules_exist_in_every_language_with_the_games_own_terms(language):
    for game in GAME_NAMES:
        text = data_path("rules", language, f"{game}.md").read_text(encoding="utf-8")
        assert text.startswith("**"), (language, game)
    own = {
        "sv": {"krypkasino": ["tabbe", "tabbe på dam"]},
        "ro": {"four_poker": ["careu", "ful", "chintă"]},
        "sr-Latn": {"crveni_tepih": ["dalje", "crveni tepih"]},
        "he": {"kare_kupa": ["קרה", "קופה", "קרה שבור"]},
    }[language]
    for game, terms in own.items():
        text = data_path("rules", language, f"{game}.md").read_text(encoding="utf-8").lower()
        for term in terms:
            assert term in text, (language, game, term)


GLOSSARY_TERMS = {
    "sv": ["tabbe", "tabbe på dam", "kare", "kupa", "kare shavur", "dalje"],
    "ro": ["careu", "ful", "chintă", "culoare", "dalje", "kare shavur"],
    "sr-Latn": ["crveni tepih", "dalje", "karo", "kenta", "triling", "kare shavur"],
    "he": ["קרה", "קופה", "קרה שבור", "dalje", "tabbe"],
    "en": ["tabbe", "tabbe på dam", "kare", "kupa", "kare shavur", "dalje", "crveni tepih"],
}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_each_language_has_a_glossary_with_the_games_own_terms(language):
    text = (ROOT / "docs" / "glossary" / f"{language}.md").read_text(encoding="utf-8").lower()
    for term in GLOSSARY_TERMS[language]:
        assert term in text, term


def test_hebrew_messages_read_right_to_left_whatever_they_start_with():
    """Discord sets a paragraph's direction by its first strong character: every Hebrew
    message, whatever Latin name or number it starts with, reads right to left."""
    for message_id, message in CATALOGUES["he"].items():
        args = dict.fromkeys(names(message).variables, "Ana")
        for value in ("Ana", 5):
            text = i18n.t("he", message_id, **dict.fromkeys(args, value))
            assert i18n.first_strong(text) == "R", (message_id, text)
    assert i18n.first_strong(i18n.t("en", "board-title", game="Kare Kupa", season="S")) == "L"


class Sample(Said):
    """An engine sentence with made-up values of the right kinds."""

    def __init__(self, template: str, variant: int) -> None:
        self.code = "sample"
        self.template = template
        fields = i18n.template_fields(template)
        self.params = {name: _sample(name, spec, variant) for name, spec in fields.items()}


SAMPLE_NAMES = ["Ana", "Bruno", "Chiara"]
SAMPLE_CARDS = [
    Card(Rank.SEVEN, Suit.HEARTS),
    Card(Rank.QUEEN, Suit.SPADES),
    Card(Rank.TEN, Suit.CLUBS),
]
SAMPLE_WORDS = {
    "gesture": "wink",
    "gestures": ["wink", "nose"],
    "call": "double-kare-kupa",
    "hand": "ct-pair",
}


def _sample(name: str, spec: str, variant: int) -> object:
    """A value for a template field: one item or two (``variant``), as the spec takes them.
    A comma-only list (``l``) and groups (``g``) are given so that English's plain text and
    its list rules agree: the engine writes "a, b" and "x; y or z", lists "a and b"."""
    many = variant > 1
    values: dict[str, object] = {
        "p": SAMPLE_NAMES[:variant] if many else SAMPLE_NAMES[0],
        "l": SAMPLE_NAMES[:1],
        "c": SAMPLE_CARDS[:variant] if many else SAMPLE_CARDS[0],
        "g": [SAMPLE_CARDS[:1], SAMPLE_CARDS[1:]],
        "r": [Rank.SEVEN, Rank.QUEEN] if many else Rank.SEVEN,
        "R": Rank.QUEEN,
        "n": [0, 2] if many else 0,
        "t": list(zip(SAMPLE_NAMES, (3, 7), strict=False)),
    }
    if spec == "w":
        return SAMPLE_WORDS[name]
    return values.get(spec, variant)


TEMPLATES = engine_templates(ROOT / "engine")
NOTICES = engine_templates(ROOT / "bot" / "host")


def test_every_engine_sentence_is_in_the_catalogues_as_the_engine_says_it():
    assert len(TEMPLATES) > 140
    for template in TEMPLATES:
        message_id = i18n.said_id(template)
        assert message_id in ENGLISH, template
        fields = i18n.template_fields(template)
        assert names(ENGLISH[message_id]).variables == set(fields), template
        for variant in (1, 2):
            said = Sample(template, variant)
            assert i18n.render("en", said, PLAIN) == said.words(PLAIN), template


def test_every_host_notice_is_in_the_catalogues_as_the_host_says_it():
    assert len(NOTICES) > 15
    for template in NOTICES:
        assert i18n.said_id(template) in ENGLISH, template
        for variant in (1, 2):
            said = Sample(template, variant)
            assert i18n.render("en", said, PLAIN) == said.words(PLAIN), template


def test_every_word_code_is_the_engines_english_in_the_english_catalogue():
    for code, english in WORDS.items():
        assert i18n.word("en", code) == english, code


def _english_words() -> set[str]:
    """The words of the English engine sentences, less the games' own terms every language
    keeps (tabbe på, dalje, kare, kupa, crveni tepih) and the record's technical tokens."""
    found: set[str] = set()
    for message_id, message in ENGLISH.items():
        if message_id.startswith(("said-", "word-")):
            text = i18n.t("en", message_id, **dict.fromkeys(names(message).variables, 0))
            found |= {word.lower() for word in re.findall(r"[A-Za-z]{2,}", text)}
    return found - {
        "tabbe",
        "på",
        "dalje",
        "kare",
        "kupa",
        "shavur",
        "crveni",
        "tepih",
        "json",
        "null",
    }


ENGLISH_WORDS = _english_words()
CARD_CODE = re.compile(r"\b(10|[2-9JQKA])[SHDC]\b")
WORD = re.compile(r"[^\W\d_]{2,}")
SAME_WORDS = {
    # Words of the language itself that English also has: Swedish "in", "full", "partner",
    # "pass" and the "-or" of "7:or"; Romanian "face" (does), "are" (has), "total", "as" (ace);
    # Serbian "do" (up to), "red" (row), "to" (that), "sat" (clock).
    "sv": {"in", "full", "partner", "pass", "or"},
    "ro": {"face", "are", "total", "as"},
    "sr-Latn": {"do", "red", "to", "sat"},
    "he": set(),
}
TITLES = {word.lower() for name in GAME_NAMES for word in WORD.findall(game_class(name).title)}


HOST_ARGS = {"game": "Krypkasino", "counts": "2", "last": 2, "seated": 1, "count": 4}


def english_in(language: str, text: str) -> set[str]:
    """The English words in ``text`` outside names, card codes, the games' titles and a
    command option's name (``turn_seconds``: Hebrew has no client locale, its commands are
    English) or what a member or a record typed (in a code span, `rounds=2`, or quoted as
    Python quotes it: 'pass')."""
    bare = CARD_CODE.sub("", re.sub(r"`[^`]*`|'[^']*'|\w*_\w*", "", text))
    for name in SAMPLE_NAMES:
        bare = bare.replace(name, "")
    allowed = SAME_WORDS[language] | TITLES | {"dm", "lobby"}
    return {
        word
        for word in WORD.findall(bare)
        if word.lower() in ENGLISH_WORDS and word.lower() not in allowed
    }


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_no_engine_sentence_says_an_english_word_in_another_language(language):
    """Every refusal and event (Kare Kupa's calls, gestures and verdicts too), said in each
    language with names and cards put in, has no English word outside names and card codes."""
    assert {"offer", "table", "round", "points", "wink", "double"} <= ENGLISH_WORDS
    assert "offers" in english_in(language, "Ana offers 7H to Bruno.")
    for template in TEMPLATES + NOTICES:
        for variant in (1, 2):
            text = i18n.render(language, Sample(template, variant), PLAIN)
            assert not english_in(language, text), (template, text)
    for message_id in ENGLISH:
        if message_id.startswith("host-"):
            for pace in ("relaxed", "slow"):
                args = {**HOST_ARGS, "pace": pace}
                text = i18n.t(language, message_id, **args)
                assert not english_in(language, text), (message_id, text)
    for code in WORDS:
        assert not english_in(language, i18n.word(language, code)), code


KARE_KUPA_SCORE = "Right: {scorers:p} score {points} {points:point|points}."
POINTS = {
    # 1, 2, 5 and 21 points in a Kare Kupa score: each language's plural forms.
    "en": ["1 point.", "2 points.", "5 points.", "21 points."],
    "sv": ["en poäng.", "2 poäng.", "5 poäng.", "21 poäng."],
    "ro": ["un punct.", "2 puncte.", "5 puncte.", "21 de puncte."],
    "sr-Latn": ["1 poen.", "2 poena.", "5 poena.", "21 poen."],
    "he": ["נקודה אחת.", "שתי נקודות.", "5 נקודות.", "21 נקודות."],
}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_an_engine_sentence_with_a_count_takes_the_languages_plural_forms(language):
    assert KARE_KUPA_SCORE in TEMPLATES
    for points, expected in zip((1, 2, 5, 21), POINTS[language], strict=True):
        said = Sample(KARE_KUPA_SCORE, 2)
        said.params["points"] = points
        text = i18n.render(language, said, PLAIN)
        assert text.endswith(expected), (points, text)
        assert i18n.say(language, said, PLAIN) == text or language == "en"
    assert i18n.say("en", said, PLAIN) == "Right: Ana and Bruno score 21 points."


def test_hebrew_isolates_the_names_and_cards_an_engine_sentence_puts_in():
    said = Sample("{player:p} offers {card:c} to {partner:p}.", 1)
    expected = "\u200f\u2068Ana\u2069 מציע את \u20687H\u2069 ל־\u2068Ana\u2069."
    assert i18n.say("he", said, PLAIN) == expected


def test_the_engine_says_a_translated_sentence_with_display_names_and_faces():
    from engine.errors import IllegalAction  # noqa: PLC0415
    from engine.four_poker import FourPoker  # noqa: PLC0415

    class Faces:
        def player(self, name: str) -> str:
            return {"p1": "Ana"}.get(name, name)

        def card(self, card) -> str:
            return f"[{card}]"

        def rank(self, rank) -> str:
            return rank.label

        def position(self, index: int) -> str:
            return str(index + 1)

    game = FourPoker(["p1"], seed=7)
    with pytest.raises(IllegalAction) as refused:
        game.view("eve")
    assert i18n.say("en", refused.value, Faces()) == "eve is not playing in this game."
    assert i18n.say("sr-Latn", refused.value, Faces()) == "eve ne igra u ovoj igri."
    assert i18n.say("he", refused.value, Faces()) == "אין ל־\u2068eve\u2069 מקום במשחק הזה."
    [placed] = [e for e in game.apply(game.legal_actions("p1")[0]) if e.kind == "place"]
    card = placed.params["card"]
    assert i18n.say("ro", placed, Faces()) == f"[{card}] merge pe coloana 1."
    assert i18n.say("en", placed, Faces()) == f"[{card}] goes on column 1."


def test_a_crveni_tepih_pass_is_dalje_at_a_serbian_table():
    from engine.crveni_tepih import CrveniTepih  # noqa: PLC0415
    from engine.wording import PLAIN  # noqa: PLC0415

    game = CrveniTepih(["ana", "bruno", "chiara"], seed=3)
    player = next(name for name in game.players if game.legal_actions(name))
    passing = next(a for a in game.legal_actions(player) if type(a).__name__ == "Pass")
    [event] = game.apply(passing)
    assert i18n.say("en", event, PLAIN) == f"{player} passes."
    assert i18n.say("sr-Latn", event, PLAIN) == f"{player} kaže „dalje”."
    assert i18n.say("ro", event, PLAIN) == f"{player} spune „dalje” (pas)."


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_a_kare_kupa_match_says_no_english_word_in_another_language(language):
    """Random Kare Kupa play, its events and the refusals of random tries, said in each
    language: calls, gestures, verdicts and offers all in the language's own words."""
    import random  # noqa: PLC0415

    from engine.errors import IllegalAction  # noqa: PLC0415
    from engine.kare_kupa import KareKupa  # noqa: PLC0415
    from tests.engine.test_kare_kupa import PLAYERS  # noqa: PLC0415
    from tests.engine.test_kare_kupa_properties import universe  # noqa: PLC0415

    rng = random.Random(5)
    said: list[Said] = []
    for seed in range(4):
        table = KareKupa(PLAYERS, {"target": 3, "look": seed % 2 == 0}, seed=seed)
        for _ in range(300):
            if table.over:
                break
            player = rng.choice([*PLAYERS, None])
            legal = rng.random() < 0.6
            tried = rng.choice(
                table.legal_actions(player) if legal else universe(table, player, [])
            )
            try:
                said.extend(table.apply(tried))
            except IllegalAction as refusal:
                said.append(refusal)
    codes = {item.code for item in said}
    assert {"call", "show", "score", "signal", "swap", "offer"} <= codes
    for item in said:
        text = i18n.say(language, item, PLAIN)
        for name in PLAYERS:
            text = text.replace(name, "")
        assert not english_in(language, text), (item.template, text)


def test_a_swedish_table_calls_tabbe_pa_dam_and_others_keep_the_cards_face():
    call = Sample("{player:p} calls tabbe på {rank:r}!", 1)
    call.params["rank"] = Rank.QUEEN
    assert i18n.say("sv", call, PLAIN) == "Ana säger tabbe på dam!"
    call.params["rank"] = Rank.TEN
    assert i18n.say("sv", call, PLAIN) == "Ana säger tabbe på tio!"
    assert i18n.say("en", call, PLAIN) == "Ana calls tabbe på 10!"
    assert i18n.say("ro", call, PLAIN) == "Ana strigă tabbe på 10!"
    # A rank in the plural keeps the card's face in Swedish too: "tre 7:or".
    redeal = Sample("{player:p} was dealt three {rank:R}: {dealer:p} deals again.", 1)
    assert i18n.say("sv", redeal, PLAIN) == "Ana fick tre Q:or: Ana ger om."
    assert i18n.say("en", redeal, PLAIN) == "Ana was dealt three queens: Ana deals again."

"""Bad input raises Python exceptions with the library's messages; nothing
panics across the boundary."""

import pickle

import pytest

import fanga


def test_the_exceptions_form_one_hierarchy():
    for e in (fanga.UnknownGameError, fanga.OptionError, fanga.PositionError, fanga.MoveError,
              fanga.UndecidedError, fanga.RecordError, fanga.PlayerError, fanga.SolveError,
              fanga.InternalError):
        assert issubclass(e, fanga.FangaError)
    assert issubclass(fanga.GameOverError, fanga.MoveError)
    assert issubclass(fanga.FangaError, Exception)


def test_unknown_games_suggest_the_closest():
    with pytest.raises(fanga.UnknownGameError, match="did you mean `katro`"):
        fanga.start("katr")
    with pytest.raises(fanga.UnknownGameError):
        fanga.info("")
    with pytest.raises(fanga.UnknownGameError):
        fanga.Game("x" * 1_000_000)


def test_bad_options_say_what_is_wrong():
    with pytest.raises(fanga.OptionError, match="did you mean `columns`"):
        fanga.start("katro", colums=4)
    with pytest.raises(fanga.OptionError):
        fanga.start("katro", columns=5)
    with pytest.raises(fanga.OptionError):
        fanga.start("katro", {"columns": 4}, columns=6)
    with pytest.raises(TypeError):
        fanga.start("katro", columns=4.0)
    with pytest.raises(TypeError):
        fanga.start("katro", columns=True)
    with pytest.raises(TypeError):
        fanga.start("katro", ["columns=4"])
    assert fanga.start("katro", columns="4") == fanga.start("katro", columns=4)


@pytest.mark.parametrize("text", ["", " ", "S", "2,2 S", "x" * 1_000_000, "2," * 100_000 + " S",
                                  "\x00", "٣,٣ S", "-1,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"])
def test_bad_position_texts_raise(game, text):
    with pytest.raises(fanga.FangaError) as e:
        fanga.parse(game, text)
    # Messages quote an excerpt of the text, never all of it.
    assert len(str(e.value)) < 2_000


def test_texts_that_are_not_unicode_are_refused_before_the_library():
    with pytest.raises(UnicodeEncodeError):
        fanga.parse("katro", "\ud800")
    with pytest.raises(UnicodeEncodeError):
        fanga.start("katro").play("\udcff")


def test_bad_pickled_states_raise_and_leave_the_position():
    p = fanga.start("katro", columns=4)
    for state in [None, (), ("katro",), ("katro", "nonsense", []), ("chess", p.text, []),
                  ("katro", p.text, ["columns=5"]), ("katro", p.text, "columns=4"), 42]:
        with pytest.raises(fanga.FangaError):
            p.__setstate__(state)
        assert p == fanga.start("katro", columns=4)
    with pytest.raises(fanga.UnknownGameError):
        pickle.loads(pickle.dumps(p).replace(b"katro", b"kxtro", 1))
    with pytest.raises(fanga.PositionError):
        pickle.loads(pickle.dumps(p).replace(b"2,2,2,2/", b"2,2,2,x/", 1))


def test_a_panic_becomes_an_internal_error():
    with pytest.raises(fanga.InternalError, match="a bug of fanga.*boom"):
        fanga._fanga._panic_for_tests("boom")
    # The interpreter goes on.
    assert fanga.start("katro").move_count > 0

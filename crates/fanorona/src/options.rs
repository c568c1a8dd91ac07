use fanga_core::{GameOptions, OptionError, OptionSpec};

/// The options of Fanorona (see the crate documentation for each reading).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FanoronaOptions {
    /// `chain=mandatory` (Cyningstan 9): a capture sequence must go on while it
    /// can. Default `optional` (Montgomery and the standard).
    pub chain_mandatory: bool,
    /// `revisit=not_back` (Montgomery's (a) literally): within a sequence only
    /// the point just left is forbidden. Default `never` (no point twice).
    pub revisit_not_back: bool,
    /// `first_turn=both_players`: each player's first turn holds a single
    /// capture. Default `first_player` (the game's first turn, which never
    /// matters from the start).
    pub first_turn_both: bool,
    /// `vela=on`: the vela handicap game.
    pub vela: bool,
    /// `vela_opener=winner` (Montgomery): Black, the previous winner, moves
    /// first in the vela game. Default `loser` (Cyningstan).
    pub vela_opener_winner: bool,
}

fn flag(v: &str, off: &str, on: &str) -> Option<bool> {
    match v {
        _ if v == off => Some(false),
        _ if v == on => Some(true),
        _ => None,
    }
}

impl GameOptions for FanoronaOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "chain",
            values: &["optional", "mandatory"],
            default: "optional",
            doc: "whether a capture sequence must go on while it can",
        },
        OptionSpec {
            key: "revisit",
            values: &["never", "not_back"],
            default: "never",
            doc: "never a point twice in a turn, or only not the point just left",
        },
        OptionSpec {
            key: "first_turn",
            values: &["first_player", "both_players"],
            default: "first_player",
            doc: "which first turns hold a single capture",
        },
        OptionSpec {
            key: "vela",
            values: &["off", "on"],
            default: "off",
            doc: "the vela handicap game",
        },
        OptionSpec {
            key: "vela_opener",
            values: &["loser", "winner"],
            default: "loser",
            doc: "with vela=on: who moves first",
        },
    ];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let v = match key {
            "chain" => flag(value, "optional", "mandatory").map(|b| self.chain_mandatory = b),
            "revisit" => flag(value, "never", "not_back").map(|b| self.revisit_not_back = b),
            "first_turn" => {
                flag(value, "first_player", "both_players").map(|b| self.first_turn_both = b)
            }
            "vela" => flag(value, "off", "on").map(|b| self.vela = b),
            "vela_opener" => flag(value, "loser", "winner").map(|b| self.vela_opener_winner = b),
            _ => return Err(OptionError::unknown_key::<Self>(key)),
        };
        v.ok_or_else(|| OptionError::bad_value::<Self>(key, value))?;
        if self.vela_opener_winner && !self.vela {
            return Err(OptionError::BadValue {
                key: "vela_opener".to_owned(),
                value: "winner".to_owned(),
                allowed: "`loser` only, unless vela=on".to_owned(),
            });
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        let pick = |b: bool, off, on| Some(if b { on } else { off });
        match key {
            "chain" => pick(self.chain_mandatory, "optional", "mandatory"),
            "revisit" => pick(self.revisit_not_back, "never", "not_back"),
            "first_turn" => pick(self.first_turn_both, "first_player", "both_players"),
            "vela" => pick(self.vela, "off", "on"),
            "vela_opener" => pick(self.vela_opener_winner, "loser", "winner"),
            _ => None,
        }
    }

    /// Applies in order, then checks that `vela_opener` goes with `vela=on`
    /// (whatever order they come in).
    fn apply<S: AsRef<str>>(&mut self, assignments: &[S]) -> Result<(), OptionError> {
        let mut vela_opener = None;
        let mut rest = Vec::new();
        for a in assignments {
            match a.as_ref().split_once('=') {
                Some(("vela_opener", v)) => {
                    if vela_opener.is_some() {
                        return Err(OptionError::Repeated {
                            key: "vela_opener".to_owned(),
                        });
                    }
                    vela_opener = Some(v.to_owned());
                }
                _ => rest.push(a.as_ref().to_owned()),
            }
        }
        default_apply(self, &rest)?;
        if let Some(v) = vela_opener {
            self.set("vela_opener", &v)?;
        }
        Ok(())
    }
}

/// The trait's default `apply`, reached from the override.
fn default_apply(o: &mut FanoronaOptions, assignments: &[String]) -> Result<(), OptionError> {
    let mut seen = Vec::new();
    for text in assignments {
        let Some((key, value)) = text.split_once('=') else {
            return Err(OptionError::NotAssignment { text: text.clone() });
        };
        let Some(spec) = FanoronaOptions::SPECS.iter().find(|s| s.key == key) else {
            return Err(OptionError::unknown_key::<FanoronaOptions>(key));
        };
        if seen.contains(&key) {
            return Err(OptionError::Repeated {
                key: key.to_owned(),
            });
        }
        seen.push(key);
        if !spec.values.contains(&value) {
            return Err(OptionError::bad_value::<FanoronaOptions>(key, value));
        }
        o.set(key, value)?;
    }
    Ok(())
}

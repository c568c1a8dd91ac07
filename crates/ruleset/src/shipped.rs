//! The rule sets that come with fanga: the default one (`ruleset`, as
//! Wari), and the games it ships, each a file of its own in
//! `crates/ruleset/shipped/` (fanga's format, with the source it follows),
//! listed here with its name as a page shows it, its title in French and
//! its rules in a few sentences in English and French.
//!
//! Every shipped rule set is defined when the process first asks for a rule
//! set ([`crate::define`] and the option `ruleset=NAME` find it), and the
//! facade's game list makes each a game of its own name
//! ([`Catalogued::shipped`](fanga_core::catalog::Catalogued::shipped)). Each
//! was imported from a MancalaGames game file and is checked move by move
//! against MancalaGames (the crate's test `shipped_rule_sets_are_the_checked_ones`
//! holds each to the file its games were replayed with).

use fanga_core::catalog::{Bilingual, Labels, OptionLabel};

use crate::RuleSet;
use crate::compiled::RULESET_KEY;

/// A rule set fanga ships.
pub(crate) struct Shipped {
    /// Its name, the file's (`shipped/NAME.json`).
    pub(crate) name: &'static str,
    /// The file.
    json: &'static str,
    /// How a page names it and its option in French ([`Labels`]).
    pub(crate) labels: Labels,
    /// Its rules in a few sentences, in English.
    pub(crate) en: &'static str,
    /// Its rules in a few sentences, in French.
    pub(crate) fr: &'static str,
}

impl Shipped {
    /// The rule set, as its file describes it.
    pub(crate) fn rule_set(&self) -> RuleSet {
        // The files are fanga's own and always valid (a test reads each).
        RuleSet::from_json(self.json)
            .unwrap_or_else(|e| unreachable!("shipped/{}.json: {e}", self.name))
    }
}

/// The option naming the rule set, in English and French.
const OPTION_NAME: Bilingual = Bilingual::new("rule set", "jeu de règles");

/// The option's line in French.
const OPTION_DOC_FR: &str = "le jeu de règles : un jeu à deux rangées décrit par des données";

/// The list: one entry a file (a test checks that they agree), with the
/// game's name as a page shows it.
macro_rules! shipped {
    ($($name:literal ($display:literal) => $title_fr:literal, $en:literal, $fr:literal;)*) => {
        /// Every rule set fanga ships, in the order the tools list them.
        pub(crate) const SHIPPED: &[Shipped] = &[$(Shipped {
            name: $name,
            json: include_str!(concat!("../shipped/", $name, ".json")),
            labels: Labels::new($title_fr, &[OptionLabel::new(
                RULESET_KEY,
                OPTION_NAME,
                OPTION_DOC_FR,
                &[($name, Bilingual::new($display, $display))],
            )]),
            en: $en,
            fr: $fr,
        }),*];

        /// The default options' labels: the option's values are the default
        /// rule set and every shipped one (and those a program defines,
        /// shown by their names).
        pub(crate) const DEFAULT_LABELS: Labels = Labels::new(
            "Deux rangées de six trous, quatre graines chacun : prises de 2 ou 3 chez l'adversaire, qu'il faut nourrir (le jeu de règles par défaut, comme le wari)",
            &[OptionLabel::new(
                RULESET_KEY,
                OPTION_NAME,
                OPTION_DOC_FR,
                &[
                    (
                        "ruleset",
                        Bilingual::new("the default rule set", "le jeu de règles par défaut"),
                    ),
                    $(($name, Bilingual::new($display, $display)),)*
                ],
            )],
        );
    };
}

shipped! {
    "ayoayo" ("Ayoayo") => "Ayoayo (Yoruba, Nigeria) : semis en relais, prises en face",
        "Two rows of six holes, four seeds each; sowing goes anticlockwise and a lap that comes round skips the hole it started from. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole, and itself, into your store. You must give seeds to an opponent who has none. More than half the seeds wins at once; when the player to move cannot move, each player takes the seeds of his row and the larger store wins.",
        "Deux rangées de six trous, quatre graines chacun ; on sème dans le sens inverse des aiguilles d'une montre, et un tour complet saute le trou de départ. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée prend les graines du trou d'en face, et elle-même, pour votre grenier. Il faut donner des graines à un adversaire qui n'en a plus. Plus de la moitié des graines gagne aussitôt ; quand le joueur au trait ne peut pas jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "bohnenspiel" ("Bohnenspiel") => "Bohnenspiel (Allemagne) : prises de 2, 4 ou 6 dans les deux rangées",
        "Two rows of six holes, six seeds each, sown anticlockwise in one lap. If the last seed makes a hole of either row hold 2, 4 or 6, those seeds go to your store, and so do the holes before it holding 2, 4 or 6. The game ends when fewer than two seeds are left or the player to move cannot move; the seeds left go to the player who moved last, and the larger store wins.",
        "Deux rangées de six trous, six graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre. Si la dernière graine porte un trou de l'une ou l'autre rangée à 2, 4 ou 6, ces graines vont dans votre grenier, ainsi que celles des trous précédents qui en contiennent 2, 4 ou 6. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; les graines restantes vont au dernier joueur, et le plus gros grenier gagne.";
    "songo" ("Songo") => "Songo (Fang, Cameroun et Gabon) : dans le sens des aiguilles d'une montre, prises de 2 ou 4",
        "Two rows of seven holes, five seeds each; sowing goes clockwise and a lap that comes round skips the hole it started from. If the last seed makes a hole of the opponent hold 2 or 4, those seeds go to your store, and so do the holes of his row before it holding 2 or 4. You must give seeds to an opponent who has none. More than half the seeds wins at once; when the player to move cannot move, each player takes the seeds of his row and the larger store wins.",
        "Deux rangées de sept trous, cinq graines chacun ; on sème dans le sens des aiguilles d'une montre, et un tour complet saute le trou de départ. Si la dernière graine porte un trou adverse à 2 ou 4, ces graines vont dans votre grenier, ainsi que celles des trous précédents de sa rangée qui en contiennent 2 ou 4. Il faut donner des graines à un adversaire qui n'en a plus. Plus de la moitié des graines gagne aussitôt ; quand le joueur au trait ne peut pas jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "endodoi" ("Endodoi") => "Endodoi (Massaï, Kenya et Tanzanie) : semis en relais, prises en face",
        "Two rows of eight holes, four seeds each, sown anticlockwise. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole, and itself, into your store. The game ends when fewer than two seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de huit trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée prend les graines du trou d'en face, et elle-même, pour votre grenier. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "ndoto" ("Ndoto") => "Ndoto (Tanzanie) : deux graines par trou, semis en relais, prises en face",
        "Two rows of eight holes, two seeds each, sown anticlockwise. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole into your store. A single seed may be sown only into an empty hole. The game ends when fewer than two seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de huit trous, deux graines chacun, semées dans le sens inverse des aiguilles d'une montre. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée prend les graines du trou d'en face pour votre grenier. Une graine seule ne peut être semée que dans un trou vide. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "ot-tjin" ("Ot-tjin") => "Ot-tjin (Indonésie) : relais dans le sens des aiguilles d'une montre, prises de 3",
        "Two rows of ten holes, three seeds each, sown clockwise. A last seed that makes a hole of either row hold 3 takes those seeds into your store and ends the turn; a last seed in another hole that held seeds takes them all and sows on. The game ends when fewer than three seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de dix trous, trois graines chacun, semées dans le sens des aiguilles d'une montre. Une dernière graine qui porte un trou de l'une ou l'autre rangée à 3 prend ces graines pour votre grenier et finit le tour ; une dernière graine dans un autre trou qui avait des graines les reprend toutes et continue de semer. La partie finit quand il reste moins de trois graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "vai-lun-thlan" ("Vai lun thlan") => "Vai lun thlan (Mizo, Inde) : dans le sens des aiguilles d'une montre, une dernière graine dans un trou vide prend",
        "Two rows of six holes, five seeds each, sown clockwise in one lap. A last seed in an empty hole of either row goes to your store, and so does each single seed in the holes just before it. A player who cannot move passes; when neither can, each player takes the seeds of his row and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, cinq graines chacun, semées en un tour dans le sens des aiguilles d'une montre. Une dernière graine dans un trou vide de l'une ou l'autre rangée va dans votre grenier, ainsi que chaque graine seule des trous qui le précèdent. Un joueur qui ne peut pas jouer passe ; quand aucun ne le peut, chacun prend les graines de sa rangée et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "olowuka" ("Olowuka") => "Olowuka (Yoruba, Nigeria) : relais à partir de quatre graines, prises de 2 ou 3",
        "Two rows of six holes, four seeds each, sown anticlockwise. If the last seed makes a hole of the opponent hold 2 or 3, those seeds go to your store, and so do the holes of his row before it holding 2 or 3, and the turn ends; otherwise a last seed that makes a hole hold 4 or more takes them all and sows on. A capture that would take all the opponent's seeds leaves him the hole farthest on, seen from you, when he had seeds in more than one. The game ends when fewer than two seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Si la dernière graine porte un trou adverse à 2 ou 3, ces graines vont dans votre grenier, ainsi que celles des trous précédents de sa rangée qui en contiennent 2 ou 3, et le tour finit ; sinon une dernière graine qui porte un trou à 4 ou plus les reprend toutes et continue de semer. Une prise qui enlèverait toutes les graines de l'adversaire lui laisse le trou le plus éloigné, vu de vous, quand il en avait dans plus d'un. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "al-manqala" ("Al-manqala") => "Al-manqala (Arabie) : sept trous de sept graines, prises de 2 ou 4",
        "Two rows of seven holes, seven seeds each, sown anticlockwise in one lap. If the last seed makes a hole of either row hold 2 or 4, those seeds go to your store, and so do the holes before it holding 2 or 4. You must give seeds to an opponent who has none; if no move can, he takes every seed left. When the player to move cannot move, the game ends and the seeds left count for no one; the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de sept trous, sept graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre. Si la dernière graine porte un trou de l'une ou l'autre rangée à 2 ou 4, ces graines vont dans votre grenier, ainsi que celles des trous précédents qui en contiennent 2 ou 4. Il faut donner des graines à un adversaire qui n'en a plus ; si aucun coup ne le peut, il prend toutes les graines restantes. Quand le joueur au trait ne peut pas jouer, la partie finit et les graines restantes ne comptent pour personne ; le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "toguz-kumalak" ("Toguz Kumalak") => "Toguz Kumalak (Kazakhstan, Kirghizistan) : neuf trous de neuf graines, prises paires, un tuzdyk chacun",
        "Two rows of nine holes, nine seeds each, sown anticlockwise in one lap: the first seed goes back into the hole it came from, but a single seed moves to the next hole. If the last seed makes a hole of the opponent hold an even number, those seeds go to your store. If it makes a hole of the opponent hold 3, that hole becomes your tuzdyk instead: once in the game, never his last hole, and never the hole of the same number as his tuzdyk. A tuzdyk is never sown from nor captured; the seeds sown into it are yours. More than half the seeds (store and tuzdyk) wins at once; when the player to move cannot move, or fewer than two seeds are left while neither has a tuzdyk, each player takes the seeds of his row and the larger count wins.",
        "Deux rangées de neuf trous, neuf graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre : la première graine retourne dans le trou d'où elle vient, mais une graine seule passe au trou suivant. Si la dernière graine porte un trou adverse à un nombre pair, ces graines vont dans votre grenier. Si elle porte un trou adverse à 3, ce trou devient votre tuzdyk à la place : une fois dans la partie, jamais dans son dernier trou, ni dans le trou de même numéro que son tuzdyk. Un tuzdyk ne se sème ni ne se prend ; les graines semées dedans sont à vous. Plus de la moitié des graines (grenier et tuzdyk) gagne aussitôt ; quand le joueur au trait ne peut pas jouer, ou qu'il reste moins de deux graines sans aucun tuzdyk, chacun prend les graines de sa rangée et le plus gros compte gagne.";
    "pallanguli" ("Pallanguli") => "Pallanguli (Tamil Nadu, Inde du Sud) : relais par le trou suivant, quatre graines prises au passage, une partie en manches",
        "Two rows of seven holes, six seeds each, sown anticlockwise; when the hole after the last seed holds seeds, they are taken up and sown on. A hole that a seed other than the last brings to four is taken by the owner of its row. When the sowing stops, the hole after the last one being empty, the seeds of the hole after that go to your store. A player with no seed passes; his opponent must give him seeds when he can. When six seeds or fewer are left to take, the mover takes them all. The game is a match: when a round ends, each player fills his holes from his right with six seeds each from what he holds, keeping the rest; holes he cannot fill are out of the round, and the players take turns to start the rounds. The match ends when a player cannot fill three holes; the larger count wins.",
        "Deux rangées de sept trous, six graines chacun, semées dans le sens inverse des aiguilles d'une montre ; quand le trou qui suit la dernière graine contient des graines, on les reprend et on continue de semer. Un trou qu'une graine autre que la dernière porte à quatre est pris par le propriétaire de sa rangée. Quand le semis s'arrête, le trou qui suit le dernier étant vide, les graines du trou d'après vont dans votre grenier. Un joueur sans graine passe ; son adversaire doit lui en donner dès qu'il le peut. Quand il ne reste que six graines ou moins à prendre, le joueur au trait les prend toutes. La partie se joue en manches : à la fin d'une manche, chacun remplit ses trous depuis sa droite, six graines par trou, avec ce qu'il possède, et garde le reste ; les trous qu'il ne peut pas remplir sont hors jeu pour la manche, et les joueurs commencent les manches à tour de rôle. La partie finit quand un joueur ne peut pas remplir trois trous ; le plus gros compte gagne.";
    "toguz-xorgol" ("Toguz Xorgol") => "Toguz Xorgol (Asie centrale) : neuf trous de neuf graines semées dans le sens des aiguilles d'une montre, prises paires de quatre ou plus, un tuzdyk chacun",
        "Two rows of nine holes, nine seeds each, sown clockwise in one lap: the first seed goes back into the hole it came from, but a single seed moves to the next hole. If the last seed makes a hole of the opponent hold an even number of four or more, those seeds go to your store. If it makes a hole of the opponent hold 3, that hole becomes your tuzdyk instead: once in the game, never his hole at your right (the last one a sowing reaches before it comes back to your row), and never facing his tuzdyk. A tuzdyk is never sown from nor captured; the seeds sown into it are yours. More than half the seeds (store and tuzdyk) wins at once; when the player to move cannot move, or fewer than four seeds are left while neither has a tuzdyk, each player takes the seeds of his row and the larger count wins.",
        "Deux rangées de neuf trous, neuf graines chacun, semées en un tour dans le sens des aiguilles d'une montre : la première graine retourne dans le trou d'où elle vient, mais une graine seule passe au trou suivant. Si la dernière graine porte un trou adverse à un nombre pair de quatre ou plus, ces graines vont dans votre grenier. Si elle porte un trou adverse à 3, ce trou devient votre tuzdyk à la place : une fois dans la partie, jamais dans son trou à votre droite (le dernier qu'un semis atteint avant de revenir dans votre rangée), ni en face de son tuzdyk. Un tuzdyk ne se sème ni ne se prend ; les graines semées dedans sont à vous. Plus de la moitié des graines (grenier et tuzdyk) gagne aussitôt ; quand le joueur au trait ne peut pas jouer, ou qu'il reste moins de quatre graines sans aucun tuzdyk, chacun prend les graines de sa rangée et le plus gros compte gagne.";
    "halusa" ("Halusa") => "Halusa (Asie occidentale) : six graines par trou, prises paires dans votre propre rangée",
        "Two rows of six holes, six seeds each, sown anticlockwise in one lap. If the last seed makes a hole of your own row hold an even number, those seeds go to your store. You must give seeds to an opponent who has none; if no move can, he takes every seed left. More than half the seeds wins at once; when the player to move cannot move, each player takes the seeds of his row and the larger store wins.",
        "Deux rangées de six trous, six graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre. Si la dernière graine porte un trou de votre propre rangée à un nombre pair, ces graines vont dans votre grenier. Il faut donner des graines à un adversaire qui n'en a plus ; si aucun coup ne le peut, il prend toutes les graines restantes. Plus de la moitié des graines gagne aussitôt ; quand le joueur au trait ne peut pas jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "kale" ("Kale") => "Kale (Afrique centrale) : prises de 2 ou 3 qui peuvent se poursuivre dans votre rangée, aucune prise d'une graine seule",
        "Two rows of six holes, four seeds each; sowing goes anticlockwise and a lap that comes round skips the hole it started from. If the last seed makes a hole of the opponent hold 2 or 3, those seeds go to your store, and so do the holes before it holding 2 or 3, on into your own row. A single seed sown captures nothing, and a capture that would take all the opponent's seeds takes none. You must give seeds to an opponent who has none; if no move can, he takes every seed left. More than half the seeds wins at once; when the player to move cannot move, each player takes the seeds of his row and the larger store wins.",
        "Deux rangées de six trous, quatre graines chacun ; on sème dans le sens inverse des aiguilles d'une montre, et un tour complet saute le trou de départ. Si la dernière graine porte un trou adverse à 2 ou 3, ces graines vont dans votre grenier, ainsi que celles des trous précédents qui en contiennent 2 ou 3, jusque dans votre propre rangée. Une graine semée seule ne prend rien, et une prise qui enlèverait toutes les graines de l'adversaire ne prend rien. Il faut donner des graines à un adversaire qui n'en a plus ; si aucun coup ne le peut, il prend toutes les graines restantes. Plus de la moitié des graines gagne aussitôt ; quand le joueur au trait ne peut pas jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "tihbat" ("Tihbat") => "Tihbat (Afrique du Nord) : deux trous par rangée, prises paires jusqu'à huit",
        "Two rows of two holes, seven seeds each, sown anticlockwise in one lap, which drops a seed in the hole it started from too when it comes round. If the last seed makes a hole of either row hold an even number up to eight, those seeds go to your store. The game ends when fewer than two seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de deux trous, sept graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre, qui dépose aussi une graine dans le trou de départ quand il revient. Si la dernière graine porte un trou de l'une ou l'autre rangée à un nombre pair jusqu'à huit, ces graines vont dans votre grenier. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "djenon-abe" ("Djenon Abe") => "Djenon Abe (Afrique de l'Ouest) : semis en relais, prises de 2 ou 4 dans les deux rangées, les graines restantes partagées",
        "Two rows of six holes, four seeds each, sown anticlockwise. If the last seed makes a hole of either row hold 2 or 4, those seeds go to your store, and so do the holes before it holding 2 or 4, and the turn ends; otherwise a last seed in a hole that held seeds takes them all and sows on. You must give seeds to an opponent who has none. When the player to move cannot move, the game ends and the seeds left are shared half and half, an odd one going to the player with fewer in his store (to North when the stores are equal); the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Si la dernière graine porte un trou de l'une ou l'autre rangée à 2 ou 4, ces graines vont dans votre grenier, ainsi que celles des trous précédents qui en contiennent 2 ou 4, et le tour finit ; sinon une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer. Il faut donner des graines à un adversaire qui n'en a plus. Quand le joueur au trait ne peut pas jouer, la partie finit et les graines restantes sont partagées par moitié, une graine impaire allant à celui qui en a le moins dans son grenier (à Nord quand les greniers sont égaux) ; le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "longbeu-a-cha" ("Longbeu-a-cha") => "Longbeu-a-cha (Asie du Sud) : relais par le trou suivant, prises deux trous plus loin",
        "Two rows of five holes, five seeds each, sown anticlockwise; when the hole after the last seed holds seeds, they are taken up and sown on. When the sowing stops, the hole after the last one being empty, the seeds of the hole after that go to your store, and the capture goes on the same way: while the hole after the one taken is empty and the next holds seeds, those are taken too. The game ends when fewer than two seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de cinq trous, cinq graines chacun, semées dans le sens inverse des aiguilles d'une montre ; quand le trou qui suit la dernière graine contient des graines, on les reprend et on continue de semer. Quand le semis s'arrête, le trou qui suit le dernier étant vide, les graines du trou d'après vont dans votre grenier, et la prise continue de même : tant que le trou qui suit le trou pris est vide et que le suivant a des graines, on les prend aussi. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "voleur" ("Voleur") => "Voleur (Caraïbes) : le dernier trou semé est toujours pris",
        "Two rows of six holes, four seeds each, sown anticlockwise in one lap. The last seed always takes the hole it falls in, on either row, with the seeds already there, into your store. More than half the seeds wins at once; when the player to move cannot move, each player takes the seeds of his row and the larger store wins.",
        "Deux rangées de six trous, quatre graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre. La dernière graine prend toujours le trou où elle tombe, dans l'une ou l'autre rangée, avec les graines qui s'y trouvaient, pour votre grenier. Plus de la moitié des graines gagne aussitôt ; quand le joueur au trait ne peut pas jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "hufesay" ("Hufesay") => "Hufesay (Afrique de l'Est) : semis en relais, prises en face qui laissent la dernière graine, un joueur sans coup passe",
        "Two rows of six holes, four seeds each, sown anticlockwise. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole into your store, and stays where it fell. A player who cannot move passes. The game ends when fewer than two seeds are left or neither player can move; the seeds left count for no one, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée prend les graines du trou d'en face pour votre grenier, et reste où elle est tombée. Un joueur qui ne peut pas jouer passe. La partie finit quand il reste moins de deux graines ou qu'aucun joueur ne peut jouer ; les graines restantes ne comptent pour personne, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "eson-xorgol" ("Eson Xorgol") => "Eson Xorgol (Asie centrale) : chacun sème depuis n'importe quel trou, en un tour dans le sens des aiguilles d'une montre, et prend deux trous plus loin par-delà un trou vide",
        "Two rows of five holes, nine seeds each, sown clockwise in one lap; either player may sow from any hole of the board, his opponent's row included. If the last seed falls in a hole that held seeds and the next hole is empty, the seeds of the hole after it go to your store. The game ends when fewer than three seeds are left or the player to move cannot move; the seeds left count for no one, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de cinq trous, neuf graines chacun, semées en un tour dans le sens des aiguilles d'une montre ; chaque joueur peut semer depuis n'importe quel trou, ceux de la rangée adverse compris. Si la dernière graine tombe dans un trou qui avait des graines et que le trou suivant est vide, les graines du trou d'après vont dans votre grenier. La partie finit quand il reste moins de trois graines ou que le joueur au trait ne peut pas jouer ; les graines restantes ne comptent pour personne, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "gamacha" ("Gamacha") => "Gamacha (Afrique de l'Est) : un trou sur deux garni au départ, semis en relais, prises en face qui sortent les graines du jeu, le joueur privé de graines perd",
        "Two rows of twelve holes; the game starts with four seeds in eleven of them, about every second hole. Sowing goes anticlockwise, and only from a hole whose first lap ends on the opponent's row or in an empty hole of your own. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole out of play. You win when your sowing leaves the opponent without a seed or without a move, and lose when it leaves your own row empty.",
        "Deux rangées de douze trous ; au départ, onze trous, à peu près un sur deux, ont quatre graines. On sème dans le sens inverse des aiguilles d'une montre, et seulement depuis un trou dont le premier tour finit dans la rangée adverse ou dans un trou vide de la vôtre. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée sort du jeu les graines du trou d'en face. Vous gagnez quand votre semis laisse l'adversaire sans graine ou sans coup, et perdez quand il laisse votre propre rangée vide.";
    "meusueb" ("Meusuëb") => "Meusuëb (Asie du Sud-Est) : semis en relais, prises de 4 dans les deux rangées, et en fin de partie les graines semées chez l'adversaire lui reviennent",
        "Two rows of six holes, four seeds each, sown anticlockwise. A last seed that makes a hole of either row hold 4 takes those seeds into your store, and the sowing goes on from the next hole if it holds seeds; a last seed in another hole that held seeds takes them all and sows on, and a last seed in an empty hole ends the turn. Once eight seeds or fewer are on the board when a lap starts, the seeds it sows on the opponent's row go to his store, but for a last seed that captures. The game ends when fewer than four seeds are left or the player to move cannot move; each player then takes the seeds of his row, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Une dernière graine qui porte un trou de l'une ou l'autre rangée à 4 prend ces graines pour votre grenier, et le semis continue depuis le trou suivant s'il a des graines ; une dernière graine dans un autre trou qui avait des graines les reprend toutes et continue de semer, et une dernière graine dans un trou vide finit le tour. Dès qu'il n'y a plus que huit graines ou moins sur le plateau au début d'un tour de semis, les graines qu'il sème dans la rangée adverse vont dans le grenier de l'adversaire, sauf une dernière graine qui prend. La partie finit quand il reste moins de quatre graines ou que le joueur au trait ne peut pas jouer ; chacun prend alors les graines de sa rangée, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "adji-boto" ("Adji-boto") => "Adji-boto (Amériques) : une graine laissée dans le trou de départ, chaque trou semé une fois avant d'en ressemer un, prises de 1, 3 ou 5 après la dernière graine",
        "Two rows of five holes, ten seeds each, sown anticlockwise in one lap, the first seed back into the hole sown from; a hole needs two seeds or more to be sown. Each player must sow every hole of his row once before he sows any again. The holes after the last seed's, on either row, go to your store while they hold 1, 3 or 5 seeds; each player's first move captures nothing. A player who cannot move passes. More than half the seeds wins at once; when neither player can move, each takes the seeds of his row and the larger store wins.",
        "Deux rangées de cinq trous, dix graines chacun, semées en un tour dans le sens inverse des aiguilles d'une montre, la première graine retournant dans le trou de départ ; on ne sème qu'un trou d'au moins deux graines. Chaque joueur doit semer chaque trou de sa rangée une fois avant d'en ressemer un. Les trous qui suivent celui de la dernière graine, dans l'une ou l'autre rangée, vont dans votre grenier tant qu'ils contiennent 1, 3 ou 5 graines ; le premier coup de chaque joueur ne prend rien. Un joueur qui ne peut pas jouer passe. Plus de la moitié des graines gagne aussitôt ; quand aucun joueur ne peut jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "tap-urdy" ("Tap-Urdy") => "Tap-Urdy (Asie centrale) : semis en relais qui prend par-delà un trou vide à la fin de chaque tour",
        "Two rows of six holes, four seeds each, sown anticlockwise. Wherever a lap ends, if the next hole is empty, the seeds of the hole after it go to your store; then a last seed in a hole that held seeds takes them all and sows on, and a last seed in an empty hole ends the turn. The game ends when fewer than two seeds are left or the player to move cannot move; the seeds left count for no one, and the larger store wins (more than half the seeds wins at once).",
        "Deux rangées de six trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Partout où un tour de semis s'arrête, si le trou suivant est vide, les graines du trou d'après vont dans votre grenier ; puis une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer, et une dernière graine dans un trou vide finit le tour. La partie finit quand il reste moins de deux graines ou que le joueur au trait ne peut pas jouer ; les graines restantes ne comptent pour personne, et le plus gros grenier gagne (plus de la moitié des graines gagne aussitôt).";
    "anywoli" ("Anywoli") => "Anywoli (Afrique de l'Est) : semis en relais, les trous de 4 pris au passage par le propriétaire de leur rangée et par le semeur avec la dernière graine, qui rejoue",
        "Two rows of twelve holes, four seeds each, sown anticlockwise. Each hole a lap brings to 4, but with its last seed, is taken by the owner of its row into his store. A last seed that makes a hole hold 4 takes it into your store, and you sow again; a last seed in another hole that held seeds takes them all and sows on. When one to four seeds are left on the board after a sowing, its player takes them. A player who cannot move passes. More than half the seeds wins at once; when neither player can move, each takes the seeds of his row and the larger store wins.",
        "Deux rangées de douze trous, quatre graines chacun, semées dans le sens inverse des aiguilles d'une montre. Chaque trou qu'un tour de semis porte à 4, sauf avec sa dernière graine, est pris par le propriétaire de sa rangée pour son grenier. Une dernière graine qui porte un trou à 4 le prend pour votre grenier, et vous semez de nouveau ; une dernière graine dans un autre trou qui avait des graines les reprend toutes et continue de semer. Quand il reste d'une à quatre graines sur le plateau après un semis, son joueur les prend. Un joueur qui ne peut pas jouer passe. Plus de la moitié des graines gagne aussitôt ; quand aucun joueur ne peut jouer, chacun prend les graines de sa rangée et le plus gros grenier gagne.";
    "boola" ("Boola") => "Boola (Afrique de l'Est) : semis en relais depuis les trous qui atteignent la rangée adverse ou un trou vide, prises en face, le joueur privé de coup perd",
        "Two rows of twelve holes, in threes of an empty hole and two holes of three seeds. Sowing goes anticlockwise, and only from a hole whose first lap ends on the opponent's row or in an empty hole of your own. A last seed in a hole that held seeds takes them all and sows on; a last seed in an empty hole of your row takes the seeds of the facing hole out of play. You win when your sowing leaves the opponent without a move.",
        "Deux rangées de douze trous, par groupes de trois : un trou vide, puis deux trous de trois graines. On sème dans le sens inverse des aiguilles d'une montre, et seulement depuis un trou dont le premier tour finit dans la rangée adverse ou dans un trou vide de la vôtre. Une dernière graine dans un trou qui avait des graines les reprend toutes et continue de semer ; une dernière graine dans un trou vide de votre rangée sort du jeu les graines du trou d'en face. Vous gagnez quand votre semis laisse l'adversaire sans coup.";
}

/// The rule set the default options play: `ruleset`, two rows of six holes
/// of four seeds, sown anticlockwise skipping the start hole, capturing
/// the last hole and those before it on the opponent's row when they hold
/// 2 or 3, the opponent fed when he has no seed (the commonest West African
/// rules, as Wari).
#[must_use]
pub fn default_rule_set() -> RuleSet {
    // The text is fanga's own and always valid (a test reads it back).
    RuleSet::from_json(include_str!("default.json")).unwrap_or_else(|_| unreachable!())
}

/// The shipped rule set named `name`, if fanga ships one.
pub(crate) fn find(name: &str) -> Option<&'static Shipped> {
    SHIPPED.iter().find(|s| s.name == name)
}

/// The default rule set, then every shipped one, as defined first.
pub(crate) fn rule_sets() -> impl Iterator<Item = RuleSet> {
    std::iter::once(default_rule_set()).chain(SHIPPED.iter().map(Shipped::rule_set))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list and the folder agree: every file is listed once, under the
    /// name it gives itself, and every rule set is defined.
    #[test]
    fn every_shipped_file_is_listed_and_defined() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/shipped");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut listed: Vec<String> = SHIPPED.iter().map(|s| format!("{}.json", s.name)).collect();
        listed.sort();
        assert_eq!(files, listed);
        for s in SHIPPED {
            let rules = s.rule_set();
            assert_eq!(rules.name, s.name);
            assert!(
                rules.source.as_deref().is_some_and(|t| !t.is_empty()),
                "{}",
                s.name
            );
            let defined = crate::defined::find(s.name).unwrap();
            assert!(defined.rules.same_rules(&rules), "{}", s.name);
            assert!(!s.labels.title_fr.is_empty() && !s.en.is_empty() && !s.fr.is_empty());
        }
        let names = crate::defined::names();
        assert_eq!(names[0], "ruleset");
        assert_eq!(
            &names[1..=SHIPPED.len()],
            SHIPPED.iter().map(|s| s.name).collect::<Vec<_>>()
        );
    }
}

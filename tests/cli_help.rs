//! `--help`, `-h` and clap's errors in the command line's language: French when
//! `GRIDWRIGHT_LANG=fr` asks, clap's own English otherwise.

use assert_cmd::cargo::cargo_bin_cmd;
use gridwright::cli::help_text;

/// The command line run with `GRIDWRIGHT_LANG=lang`: (exit code, stdout, stderr).
fn run(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", lang)
        .args(args)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// The English help sentences of the arguments of the command at `path`, as the doc
/// comments write them.
fn english_helps(path: &str) -> Vec<String> {
    let prefix = format!("help-{path}-");
    help_text::texts(&gridwright::cli::source_tree())
        .into_iter()
        .filter(|t| t.id.starts_with(&prefix) && t.attribute.is_none())
        .map(|t| t.text)
        .collect()
}

#[test]
fn the_top_level_help_is_french() {
    let (code, help, _) = run("fr", &["--help"]);
    assert_eq!(code, Some(0));
    for french in [
        "Utilisation\u{a0}: gridwright [OPTIONS] [FICHIER] [COMMANDE]",
        "Commandes\u{a0}:",
        "Arguments\u{a0}:",
        "Options\u{a0}:",
        "Convertir des fichiers de niveaux d'un format à un autre",
        "Remplacer les fichiers de sortie protégés en écriture",
        "Afficher l'aide (-h pour un résumé)",
        "Afficher la version",
    ] {
        assert!(help.contains(french), "{french:?} missing:\n{help}");
    }
    for english in [
        "Usage:",
        "Commands:",
        "Print help",
        "Print version",
        "Convert level files",
        "Replace write-protected",
    ] {
        assert!(!help.contains(english), "{english:?} left:\n{help}");
    }
}

#[test]
fn solve_and_generate_maze_help_is_french() {
    let (code, solve, _) = run("fr", &["solve", "--help"]);
    assert_eq!(code, Some(0));
    for french in [
        "Utilisation\u{a0}: gridwright solve [OPTIONS] <FICHIER>",
        "Labyrinthes\u{a0}:",
        "--time-limit <SECONDES>",
        "Secondes par niveau (de 0 à 86400) [par défaut\u{a0}: 10]",
        "[valeurs possibles\u{a0}: bfs, dfs,",
    ] {
        assert!(solve.contains(french), "{french:?} missing:\n{solve}");
    }
    let (code, maze, _) = run("fr", &["generate", "maze", "-h"]);
    assert_eq!(code, Some(0));
    assert!(maze.contains("Générer un labyrinthe"), "{maze}");
    assert!(maze.contains("--seed <GRAINE>"), "{maze}");
    for (help, path) in [(&solve, "solve"), (&maze, "generate-maze")] {
        let english = english_helps(path);
        assert!(english.len() > 5, "{path}: {english:?}");
        for sentence in english {
            assert!(
                !help.contains(&sentence),
                "{path}: {sentence:?} left:\n{help}"
            );
        }
        for word in ["[default:", "[possible values:", "Print help", "Options:"] {
            assert!(!help.contains(word), "{path}: {word:?} left:\n{help}");
        }
    }
}

#[test]
fn clap_errors_are_french() {
    let (code, _, err) = run("fr", &["solve", "--frob"]);
    assert_eq!(code, Some(2));
    for french in [
        "erreur\u{a0}: argument inattendu «\u{a0}--frob\u{a0}»",
        "astuce\u{a0}: pour donner «\u{a0}--frob\u{a0}» comme valeur, écrivez «\u{a0}-- --frob\u{a0}»",
        "Utilisation\u{a0}: gridwright solve",
        "Pour en savoir plus, essayez «\u{a0}--help\u{a0}».",
    ] {
        assert!(err.contains(french), "{french:?} missing:\n{err}");
    }
    let (code, _, err) = run("fr", &["solve", "x.maze", "--algo", "zz"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("valeur «\u{a0}zz\u{a0}» invalide pour «\u{a0}--algo <ALGO>\u{a0}»"),
        "{err}"
    );
    assert!(err.contains("[valeurs possibles\u{a0}: bfs, dfs"), "{err}");
    let (_, _, err) = run("fr", &["generate", "maze", "--size"]);
    assert!(err.contains("attend une valeur"), "{err}");
    let (_, _, err) = run("fr", &["info"]);
    assert!(err.contains("il manque l'argument obligatoire"), "{err}");
    assert!(!err.contains("error:"), "{err}");
}

#[test]
fn english_help_and_errors_are_clap_s_own() {
    let (code, help, _) = run("en", &["solve", "--help"]);
    assert_eq!(code, Some(0));
    for english in [
        "Usage: gridwright solve [OPTIONS] <FILE>",
        "Mazes:",
        "Seconds per level (0 to 86400) [default: 10]",
        "[possible values: bfs, dfs,",
        "-h, --help ",
        "Print help",
    ] {
        assert!(help.contains(english), "{english:?} missing:\n{help}");
    }
    let (code, _, err) = run("en", &["solve", "--frob"]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("error: unexpected argument '--frob' found\n\n  tip: to pass '--frob' as a value, use '-- --frob'\n\nUsage: gridwright solve [OPTIONS] <FILE>\n\nFor more information, try '--help'.\n"),
        "{err}"
    );
    let (_, top, _) = run("en", &["--help"]);
    assert!(
        top.contains("Commands:\n  convert     Convert level files between formats"),
        "{top}"
    );
}

//! BombFight at the terminal: the map as text and a turn from key presses (the original's
//! `w` `a` `s` `d`, `b` and `f`, or the arrows).

use gridwright_formats::bombfight::Tile;

use crate::bombfight::action::Action;
use crate::bombfight::engine::{Ground, State};
use crate::bombfight::matches::Match;

/// People at the terminal: the map drawn before each of their turns, then single key presses
/// (`w` `a` `s` `d` or the arrows move, `b` bombs, `f` or Enter ends the turn; a move and a
/// bomb end it too; Ctrl+C stops, the terminal restored). Where raw mode is not available,
/// a line a turn.
pub(super) fn terminal_game(game: &mut Match) {
    let raw = crate::cli::terminal::RawMode::enter();
    let mut lines = crate::cli::terminal::PipedLines::default();
    while !game.state.is_over() {
        game.run_bots();
        if game.state.is_over() {
            break;
        }
        eprint!("{}", draw(&game.state));
        let p = game.state.to_act;
        let prompt = crate::t!(
            "cli-bombfight-prompt",
            player = p.number().to_string(),
            letter = Tile::Start(p).to_char().to_string()
        );
        eprintln!("{prompt}");
        let words = if raw.is_some() {
            match turn_from_keys() {
                Some(w) => w,
                None => {
                    eprintln!("{}", crate::t!("cli-bombfight-stopped"));
                    return;
                }
            }
        } else {
            match lines.next_line() {
                Some(line) => keys_to_words(&line),
                None => {
                    eprintln!("{}", crate::t!("cli-bombfight-input-ended"));
                    return;
                }
            }
        };
        for line in game.play(&words).iter().filter_map(|e| e.describe()) {
            eprintln!("  {line}");
        }
    }
}

/// One turn's words from key presses; `None` when the player stops.
fn turn_from_keys() -> Option<String> {
    use crate::cli::terminal::{KeyPress, read_key};
    let mut action = crate::bombfight::action::Action::NONE;
    loop {
        let step = match read_key()? {
            KeyPress::Quit => return None,
            KeyPress::Enter => break,
            KeyPress::Up => Some(crate::grid::Dir::Up),
            KeyPress::Down => Some(crate::grid::Dir::Down),
            KeyPress::Left => Some(crate::grid::Dir::Left),
            KeyPress::Right => Some(crate::grid::Dir::Right),
            KeyPress::Char(c) => match c.to_ascii_lowercase() {
                'f' => break,
                'b' if !action.bomb => {
                    action.bomb = true;
                    action.bomb_first = action.step.is_none();
                    None
                }
                c => Action::parse(&keys_to_words(&c.to_string())).step,
            },
        };
        if action.step.is_none() {
            action.step = step;
        }
        if action.step.is_some() && action.bomb {
            break;
        }
    }
    Some(action.words().replace('-', ""))
}

/// The original's keys as words: `w` up, `s` down, `a` left, `d` right, `b` bomb, `f` done;
/// words pass through.
pub fn keys_to_words(line: &str) -> String {
    let line = line.trim();
    if line.contains(' ') || line.len() > 2 {
        return line.to_owned();
    }
    line.chars()
        .filter_map(|c| match c.to_ascii_lowercase() {
            'w' => Some("up"),
            's' => Some("down"),
            'a' => Some("left"),
            'd' => Some("right"),
            'b' => Some("bomb"),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The state as text: the map, players as `A`/`B`, bombs as `*`, then scores and bombs.
pub fn draw(s: &State) -> String {
    let mut out = String::new();
    for y in 0..s.height() {
        for x in 0..s.width() {
            let at = (x, y);
            let c = if s.positions[0] == at {
                'A'
            } else if s.positions[1] == at {
                'B'
            } else if s.bomb_at(at).is_some() {
                '*'
            } else {
                match s.ground(at) {
                    Ground::Empty => ' ',
                    Ground::Wall => '#',
                    Ground::Brick => 'X',
                    Ground::Exit => 'E',
                    Ground::Item(i) => (b'0' + i.digit()) as char,
                }
            };
            out.push(c);
        }
        out.push('\n');
    }
    out += &crate::t!(
        "cli-bombfight-round",
        round = s.round_number(),
        rounds = s.rounds,
        a = s.scores[0],
        b = s.scores[1]
    );
    out.push('\n');
    for b in &s.bombs {
        out += &crate::t!(
            "cli-bombfight-bomb",
            player = b.owner.number().to_string(),
            x = b.at.0,
            y = b.at.1,
            timer = b.timer
        );
        out.push('\n');
    }
    out
}

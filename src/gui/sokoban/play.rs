//! Play and replay modes: starting them from the editor, their frames, and what a solve does
//! (the solution saved in the level, the records updated, the next level offered).

use egui::Ui;
use gridwright_formats::sokoban::{Board, SavedGame};

use super::canvas::{self, Overlay};
use super::play_view::{self, PlayRequest, PlayState};
use super::replay_view::{self, ReplayState};
use super::{Mode, SokobanWorkspace};
use crate::gui::view::CanvasInput;
use crate::gui::workspace::Shell;
use crate::gui::{layout, playback};
use crate::sokoban::checks::outside;
use crate::sokoban::play::PlaySession;
use crate::sokoban::records::Best;
use crate::sokoban::replay::Replay;

impl SokobanWorkspace {
    /// Plays the current level (playtest), or the collection from it.
    pub fn start_play(&mut self, shell: &mut Shell, collection: bool) {
        self.tools.cancel(&mut self.doc);
        self.play_level(shell, self.doc.current_index(), collection);
    }

    fn play_level(&mut self, shell: &mut Shell, index: usize, collection: bool) -> bool {
        let board = &self.doc.collection().levels[index].board;
        if let Some(mut state) = self.kept.take(index, board) {
            state.session.collection = collection;
            let moves = state.session.game.moves();
            self.mode = Mode::Play(state);
            self.view.fit_pending = true;
            shell.say(crate::t!("sokoban-play-resumed", n = moves));
            return true;
        }
        match PlaySession::new(board, index, collection) {
            Ok(session) => {
                self.mode = Mode::Play(Box::new(PlayState::new(session)));
                self.view.fit_pending = true;
                shell.say(crate::t!("sokoban-play-started"));
                true
            }
            Err(e) => {
                shell.fail(crate::t!("sokoban-play-cannot", error = e.to_string()));
                false
            }
        }
    }

    /// Plays on from saved game `i` of the current level.
    pub(super) fn resume(&mut self, shell: &mut Shell, i: usize) {
        let level = self.doc.current_index();
        self.kept.forget(level);
        let moves = self.doc.level().saved_games[i].moves.clone();
        match PlaySession::resume(self.doc.board(), level, &moves) {
            Ok(Ok(session)) => {
                self.mode = Mode::Play(Box::new(PlayState::new(session)));
                self.view.fit_pending = true;
            }
            Ok(Err(e)) => shell.fail(crate::t!(
                "sokoban-saved-game-no-replay",
                error = e.to_string()
            )),
            Err(e) => shell.fail(crate::t!("sokoban-play-cannot", error = e.to_string())),
        }
    }

    /// Opens the viewer on `lurd` (a saved game titled `title`) of level `level`; moves past a
    /// failing one are left out, and the failure is said.
    pub fn start_replay(&mut self, shell: &mut Shell, level: usize, lurd: &str, title: &str) {
        let board = &self.doc.collection().levels[level].board;
        match Replay::new(board, lurd) {
            Ok(replay) => {
                let replay_ok = replay.error.is_none();
                if let Some(e) = &replay.error {
                    shell.fail(crate::t!(
                        "sokoban-solution-no-replay",
                        error = e.to_string()
                    ));
                }
                let outside = outside(board);
                self.mode = Mode::Replay(Box::new(ReplayState::new(
                    replay,
                    level,
                    title.to_owned(),
                    outside,
                )));
                self.view.fit_pending = true;
                if replay_ok {
                    shell.say(crate::t!("shell-watching-replay"));
                }
            }
            Err(e) => shell.fail(crate::t!("sokoban-replay-cannot", error = e.to_string())),
        }
    }

    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut state) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        // The session's timer runs on egui's clock (seconds since the app started).
        let now = ui.input(|i| i.time);
        state
            .session
            .tick(std::time::Duration::from_secs_f64(now.max(0.0)));
        let level = state.session.level;
        let title = self.doc.collection().levels[level].title.clone();
        let record = self
            .records
            .get(&self.doc.collection().levels[level].board)
            .cloned();
        let mut request = None;
        egui::Panel::right("play")
            .default_size(layout::side_width(ui.available_width(), 240.0))
            .show(ui, |ui| {
                request = play_view::panel(ui, &mut state, &title, record.as_ref());
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let board = state.session.game.position().to_board();
            let outside = std::mem::take(&mut state.outside);
            let dead = if self.show_dead {
                state.session.dead.clone()
            } else {
                vec![]
            };
            let input = self.game_canvas(ui, &board, &outside, &dead);
            state.outside = outside;
            if !shell.dialog_open {
                play_view::pointer(&mut state, &input, board.width());
            }
        });
        if !shell.dialog_open {
            let keys = std::mem::take(&mut shell.keys);
            request = request.or(play_view::keys(&keys, &mut state));
        }
        if state.session.is_solved() && state.solved_note.is_none() {
            state.solved_note = Some(self.record_solve(shell, &state.session));
        }
        if state.session.elapsed().as_secs_f32() > 0.0 && !state.session.is_solved() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(500));
        }
        self.mode = Mode::Play(state);
        match request {
            Some(PlayRequest::Exit) => self.back_to_editor(shell, level),
            Some(PlayRequest::NextLevel) => self.next_level(shell, level),
            Some(PlayRequest::SaveSnapshot) => self.save_snapshot(shell),
            None => {}
        }
    }

    fn back_to_editor(&mut self, shell: &mut Shell, level: usize) {
        let kept = self.keep_unsolved();
        self.doc.select(level);
        self.shown_level = level;
        self.view.fit_pending = true;
        shell.say(if kept {
            crate::t!("sokoban-back-game-kept")
        } else {
            crate::t!("sokoban-back-to-editor")
        });
    }

    /// Leaves the mode; an unsolved game with moves is kept (its clock stopped) for the
    /// level it was played on. Returns whether one was.
    fn keep_unsolved(&mut self) -> bool {
        let Mode::Play(mut state) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return false;
        };
        let session = &mut state.session;
        if session.is_solved() || session.game.moves() == 0 {
            self.kept.forget(session.level);
            return false;
        }
        session.pause();
        let level = session.level;
        let board = self.doc.collection().levels[level].board.clone();
        self.kept.keep(level, board, state);
        true
    }

    fn next_level(&mut self, shell: &mut Shell, level: usize) {
        if level + 1 < self.doc.collection().levels.len() {
            self.doc.select(level + 1);
            self.play_level(shell, level + 1, true);
        } else {
            shell.say(crate::t!("sokoban-play-last-level"));
        }
    }

    fn save_snapshot(&mut self, shell: &mut Shell) {
        let Mode::Play(state) = &self.mode else {
            return;
        };
        let (level, moves) = (state.session.level, state.session.game.lurd());
        let game = SavedGame {
            // i18n-exempt: readers tell a snapshot from a solution by this word (is_solution_title)
            title: "Snapshot".into(),
            moves,
            notes: vec![],
        };
        if self.doc.add_saved_game(level, game) {
            shell.say(crate::t!("sokoban-snapshot-saved"));
        } else {
            shell.say(crate::t!("sokoban-snapshot-already"));
        }
    }

    /// Saves the solution in the level and the records file; returns what to tell the player.
    fn record_solve(&mut self, shell: &mut Shell, session: &PlaySession) -> String {
        let (moves, pushes, lurd) = (
            session.game.moves(),
            session.game.pushes(),
            session.game.lurd(),
        );
        let level = &self.doc.collection().levels[session.level];
        let (board, title) = (level.board.clone(), level.title.clone());
        let game = SavedGame {
            title: crate::t!("sokoban-solution-title", moves = moves, pushes = pushes),
            moves: lurd.clone(),
            notes: vec![],
        };
        self.doc.add_saved_game(session.level, game);
        if session.resumed {
            return crate::t!("sokoban-solved-resumed", moves = moves, pushes = pushes);
        }
        let better = self.records.offer(
            &board,
            &title,
            Best {
                moves,
                pushes,
                lurd,
            },
        );
        if let Err(e) = self.records.save() {
            shell.fail(crate::t!(
                "sokoban-records-unsaved",
                error = crate::i18n::io_error(&e)
            ));
        }
        let mut note = crate::t!("sokoban-solved", moves = moves, pushes = pushes);
        if better.moves {
            note.push(' ');
            note.push_str(&crate::t!("sokoban-solved-best-moves"));
        }
        if better.pushes {
            note.push(' ');
            note.push_str(&crate::t!("sokoban-solved-best-pushes"));
        }
        note
    }

    /// A game position on the canvas (play and replay show the same things).
    fn game_canvas(
        &mut self,
        ui: &mut Ui,
        board: &Board,
        outside: &[bool],
        dead: &[bool],
    ) -> CanvasInput {
        let overlay = Overlay {
            outside,
            dead,
            problem_cells: &[],
            highlight: &[],
            selection: None,
            preview: None,
        };
        let input = canvas::show(ui, &mut self.view, board, &overlay, &mut self.board_image);
        self.canvas_rect = input.canvas;
        self.hovered = input.hovered;
        input
    }

    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Replay(mut state) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let mut exit = playback::take_keys(shell, &mut state.playback);
        egui::Panel::right("replay")
            .default_size(layout::side_width(ui.available_width(), 240.0))
            .show(ui, |ui| {
                exit |= replay_view::panel(ui, &mut state);
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let board = state.playback.replay().game.position().to_board();
            let outside = std::mem::take(&mut state.outside);
            self.game_canvas(ui, &board, &outside, &[]);
            state.outside = outside;
        });
        let level = state.level;
        self.mode = Mode::Replay(state);
        if exit {
            self.back_to_editor(shell, level);
        }
    }
}

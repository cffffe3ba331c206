//! The players dialog (*Play > Play…*): who plays each side (a person, a built-in bot, or a
//! program with its arguments and mode, picked with the file dialog or from the programs
//! used before), the programs' time limit and the bots' seed; remembered between sessions.

use egui::{Key, Ui};

use super::BombFightWorkspace;
use crate::bombfight::bots::BUILT_IN;
use crate::bombfight::players::{PlayerSpec, ProgramEntry};
use crate::bombfight::runner::Mode as RunMode;
use crate::gui::dialogs::Answer;
use crate::gui::workspace::{PickRequest, Shell, ShellRequest};

/// One side's choice while the dialog is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideForm {
    /// `human`, a built-in bot's name, or `program`.
    pub choice: String,
    /// The program's command line, kept while another choice is shown.
    pub command: String,
    /// Whether the program runs once per turn or stays alive; only for `program`.
    pub mode: RunMode,
}

impl SideForm {
    fn of(spec: &PlayerSpec) -> SideForm {
        let (choice, command, mode) = match spec {
            PlayerSpec::Human => ("human".into(), String::new(), RunMode::PerTurn),
            PlayerSpec::BuiltIn { name } => (name.clone(), String::new(), RunMode::PerTurn),
            PlayerSpec::Program { command, mode, .. } => ("program".into(), command.clone(), *mode),
        };
        SideForm {
            choice,
            command,
            mode,
        }
    }

    /// The side as a player, or what is wrong with it.
    fn spec(&self) -> Result<PlayerSpec, String> {
        match self.choice.as_str() {
            "program" if self.command.trim().is_empty() => Err(crate::t!("bombfight-give-command")),
            "program" => PlayerSpec::parse(&self.command, self.mode)
                .map_err(|e| e.to_string())
                .and_then(|p| match p {
                    PlayerSpec::Program { .. } => Ok(p),
                    _ => Err(crate::t!(
                        "bombfight-built-in-name",
                        name = format!("{:?}", self.command)
                    )),
                }),
            other => PlayerSpec::parse(other, RunMode::PerTurn).map_err(|e| e.to_string()),
        }
    }
}

/// The dialog's fields.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayersForm {
    /// Player 1's side first.
    pub sides: [SideForm; 2],
    /// Seconds a program has for each answer, 0.05 to 600.
    pub time_limit: f64,
    /// Given to the built-in bots (player 2's bot gets it plus one).
    pub seed: u64,
    /// What is wrong, after Start was pressed.
    pub error: Option<String>,
    /// The side whose program the shell's file dialog is picking, while it is.
    picking: Option<usize>,
    /// The file dialog has been seen open (so its closing means it is done).
    seen_open: bool,
}

/// The sides' names: catalog ids.
const NAMES: [&str; 2] = ["bombfight-player-1", "bombfight-player-2"];

fn label(choice: &str) -> String {
    match choice {
        "human" => crate::t!("bombfight-choice-human"),
        "program" => crate::t!("bombfight-choice-program"),
        bot => crate::t!("bombfight-choice-bot", bot = bot),
    }
}

impl BombFightWorkspace {
    /// Opens the players dialog on the remembered players.
    pub(super) fn open_players_dialog(&mut self) {
        self.setup = Some(PlayersForm {
            sides: self.players.sides.each_ref().map(SideForm::of),
            time_limit: self.players.time_limit,
            seed: self.players.seed,
            error: None,
            picking: None,
            seen_open: false,
        });
    }

    /// The players dialog, while open (hidden while the shell's file dialog picks a program).
    pub(super) fn setup_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(mut form) = self.setup.take() else {
            return;
        };
        if let Some(side) = form.picking {
            if let Some((tag, path)) = shell.picked.take()
                && tag == pick_tag(side)
            {
                let path = path.to_string_lossy().into_owned();
                form.sides[side].command =
                    shlex::try_quote(&path).map_or(path.clone(), |q| q.into_owned());
                form.picking = None;
            } else if shell.file_dialog_open {
                form.seen_open = true;
            } else if form.seen_open {
                form.picking = None;
            }
            self.setup = Some(form);
            return;
        }
        let programs = self.players.programs.clone();
        let mut answer = Answer::Pending;
        crate::gui::dialogs::modal(ctx, "bombfight-setup", 560.0, |ui| {
            ui.set_width(460.0);
            ui.heading(crate::t!("bombfight-play-dialog"));
            for side in 0..2 {
                if side_form(ui, side, &mut form.sides[side], &programs) {
                    form.picking = Some(side);
                    form.seen_open = false;
                    shell.request = Some(ShellRequest::Pick(PickRequest {
                        title: crate::t!("bombfight-choose-program"),
                        tag: pick_tag(side),
                        folder: false,
                    }));
                }
                ui.separator();
            }
            ui.horizontal(|ui| {
                let l = ui.label(crate::t!("bombfight-time-limit"));
                ui.add(
                    egui::DragValue::new(&mut form.time_limit)
                        .range(0.05..=600.0)
                        .speed(0.1),
                )
                .labelled_by(l.id);
                let l = ui.label(crate::t!("bombfight-bots-seed"));
                ui.add(egui::DragValue::new(&mut form.seed))
                    .labelled_by(l.id);
            });
            // Always one line, so the buttons below never move.
            let error = form.error.clone().unwrap_or_default();
            ui.colored_label(egui::Color32::from_rgb(240, 110, 100), error);
            ui.horizontal(|ui| {
                if ui.button(crate::t!("bombfight-start")).clicked()
                    || ui.input(|i| i.key_pressed(Key::Enter))
                {
                    answer = Answer::Ok(());
                }
                if ui.button(crate::t!("bombfight-cancel")).clicked()
                    || ui.input(|i| i.key_pressed(Key::Escape))
                {
                    answer = Answer::Cancel;
                }
            });
        });
        match answer {
            Answer::Ok(()) => self.start_from(form, shell),
            Answer::Cancel => {}
            Answer::Pending => self.setup = Some(form),
        }
    }

    /// Starts the game the form describes, or keeps the dialog open with what is wrong.
    fn start_from(&mut self, mut form: PlayersForm, shell: &mut Shell) {
        let sides = match (form.sides[0].spec(), form.sides[1].spec()) {
            (Ok(a), Ok(b)) => [a, b],
            (Err(e), _) | (_, Err(e)) => {
                form.error = Some(e);
                self.setup = Some(form);
                return;
            }
        };
        self.players.remember(&sides);
        self.players.time_limit = form.time_limit;
        self.players.seed = form.seed;
        if let Err(e) = self.players.save() {
            shell.fail(crate::t!(
                "bombfight-players-not-kept",
                error = crate::i18n::io_error(&e)
            ));
        }
        self.start_play(shell, false);
    }
}

fn pick_tag(side: usize) -> String {
    format!("bombfight-program-{side}")
}

/// One side's fields; true when the user asks to browse for the program.
fn side_form(ui: &mut Ui, side: usize, f: &mut SideForm, programs: &[ProgramEntry]) -> bool {
    let mut browse = false;
    let mut choices = vec!["human"];
    choices.extend(BUILT_IN);
    choices.push("program");
    egui::ComboBox::new(("player", side), crate::i18n::tr(NAMES[side]))
        .selected_text(label(&f.choice))
        .show_ui(ui, |ui| {
            for c in choices {
                ui.selectable_value(&mut f.choice, c.to_owned(), label(c));
            }
        });
    // The program's fields are always there, enabled for a program: the dialog keeps its size.
    ui.add_enabled_ui(f.choice == "program", |ui| {
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-command"));
            ui.add(
                egui::TextEdit::singleline(&mut f.command)
                    .desired_width(250.0)
                    .hint_text("python3 bot.py"), // i18n-exempt: a command line
            )
            .labelled_by(l.id);
            browse = ui.button(crate::t!("bombfight-browse")).clicked();
            egui::ComboBox::new(("recent", side), crate::t!("bombfight-used-before"))
                .selected_text("…")
                .width(40.0)
                .show_ui(ui, |ui| {
                    for p in programs {
                        if ui.selectable_label(false, &p.command).clicked() {
                            f.command = p.command.clone();
                            f.mode = p.mode;
                        }
                    }
                });
        });
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut f.mode,
                RunMode::PerTurn,
                crate::t!("bombfight-per-turn"),
            );
            ui.radio_value(
                &mut f.mode,
                RunMode::Persistent,
                crate::t!("bombfight-persistent"),
            );
        });
    });
    browse
}

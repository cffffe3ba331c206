//! The system's own file dialog, through rfd, for every dialog the shell shows (Open, Save As,
//! Export picture, a workspace's saves and picks). rfd's dialog blocks whoever awaits it, so
//! it is awaited on a worker thread and egui keeps painting; the path comes back through a
//! channel as the same [`Chosen`] the in-window dialog gives, so the save path, the replace
//! prompt and the lossy-format ask all still apply. Cancel in it is cancel.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::files::{Ask, Chosen, Purpose, dialog_title, type_choices};
use super::native_dialog_probe::{self as probe, Availability};
use crate::settings::DialogPreference;

/// How long an ask waits for the probe's answer before the window's dialog opens instead.
const PROBE_WAIT: Duration = Duration::from_secs(3);
/// A portal dialog that answers "nothing" sooner than this never showed (no person cancels
/// that fast): the portal or its backend failed, and the window's dialog opens instead.
const NEVER_SHOWN: Duration = Duration::from_millis(300);
/// Whether rfd shows the portal's dialog here (where "nothing at once" means it failed).
const PORTAL: bool = cfg!(not(any(target_os = "windows", target_os = "macos")));
/// Whether the platform merges all filters into one (macOS's panel has no type menu).
const MERGES_FILTERS: bool = cfg!(target_os = "macos");

/// Where an asked-for dialog goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Route {
    /// The dialog drawn inside the window.
    InWindow,
    /// The system's dialog.
    Native,
    /// Not known yet whether the system has one: ask again next frame.
    Wait,
}

/// Where a dialog goes, from the user's choice and what is known of the system's dialog.
pub(crate) fn route(prefer: DialogPreference, native: Option<&Availability>) -> Route {
    match (prefer, native) {
        (DialogPreference::InWindow, _) => Route::InWindow,
        (DialogPreference::NativeWhenAvailable, None) => Route::Wait,
        (DialogPreference::NativeWhenAvailable, Some(a)) if a.is_available() => Route::Native,
        (DialogPreference::NativeWhenAvailable, Some(_)) => Route::InWindow,
    }
}

/// What became of the system's dialog.
pub(crate) enum Outcome {
    /// The user chose a path.
    Chosen(Chosen),
    /// The user cancelled.
    Cancelled,
    /// It never showed; the ask goes to the window's dialog.
    DidNotOpen(Ask),
}

/// Where the answer about the system's dialog comes from.
enum Source {
    /// The probe of this machine ([`probe::system`]), or another that may not have
    /// answered yet.
    Asking(fn() -> Option<Availability>),
    /// A given answer (tests and hosts without a window of their own).
    Fixed(Availability),
}

/// The system's dialog: whether it can be used, and the one on screen.
pub(crate) struct NativeDialogs {
    source: Source,
    /// Why the system's dialog is no longer tried this run (it failed to show).
    failed: Option<String>,
    /// Since when an ask has waited for the probe.
    waiting: Option<Instant>,
    running: Option<Running>,
}

/// A system dialog on screen: what it was asked for, and where its answer comes.
struct Running {
    ask: Ask,
    answer: mpsc::Receiver<Option<PathBuf>>,
    since: Instant,
}

impl Default for NativeDialogs {
    /// Never the system's dialog: a window driven by tests has no desktop of its own.
    fn default() -> NativeDialogs {
        NativeDialogs::fixed(Availability::Unavailable(crate::t!(
            "shell-native-not-asked"
        )))
    }
}

impl NativeDialogs {
    /// Asks this machine (on the probe's thread) whether it has a file dialog.
    pub fn system() -> NativeDialogs {
        probe::start();
        NativeDialogs {
            source: Source::Asking(probe::system),
            ..NativeDialogs::default()
        }
    }

    /// With a given answer.
    pub fn fixed(native: Availability) -> NativeDialogs {
        NativeDialogs {
            source: Source::Fixed(native),
            failed: None,
            waiting: None,
            running: None,
        }
    }

    /// Whether the system's dialog can be used (`None` while the probe asks).
    pub fn availability(&self) -> Option<Availability> {
        if let Some(why) = &self.failed {
            return Some(Availability::Unavailable(why.clone()));
        }
        match &self.source {
            Source::Asking(answer) => answer(),
            Source::Fixed(a) => Some(a.clone()),
        }
    }

    /// Whether a system dialog is on screen.
    pub fn is_open(&self) -> bool {
        self.running.is_some()
    }

    /// Where the next ask goes; one that waited too long for the probe goes in the window.
    pub fn route(&mut self, prefer: DialogPreference) -> Route {
        let known = self.availability();
        match route(prefer, known.as_ref()) {
            Route::Wait => {
                let since = *self.waiting.get_or_insert_with(Instant::now);
                if since.elapsed() < PROBE_WAIT {
                    return Route::Wait;
                }
                self.waiting = None;
                Route::InWindow
            }
            decided => {
                self.waiting = None;
                decided
            }
        }
    }

    /// Shows the system's dialog for `ask`; its answer is awaited on a worker thread.
    pub fn start(&mut self, ctx: &egui::Context, ask: Ask) {
        let dialog = system_dialog(&ask);
        let future: std::pin::Pin<Box<dyn Future<Output = Option<rfd::FileHandle>> + Send>> =
            if ask.purpose.saves() {
                Box::pin(dialog.set_file_name(&ask.name).save_file())
            } else if matches!(&ask.purpose, Purpose::Pick(p) if p.folder) {
                Box::pin(dialog.pick_folder())
            } else {
                Box::pin(dialog.pick_file())
            };
        let (send, answer) = mpsc::channel();
        let repaint = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let path = pollster::block_on(future).map(|f| f.path().to_owned());
                let _ = send.send(path);
                repaint.request_repaint();
            });
        if let Err(e) = spawned {
            // Its channel is closed: the next poll hands the ask to the window's dialog.
            self.failed = Some(crate::t!(
                "shell-native-could-not-start",
                error = crate::i18n::io_error(&e)
            ));
        }
        self.running = Some(Running {
            ask,
            answer,
            since: Instant::now(),
        });
    }

    /// The system dialog's answer once it has one; meanwhile a notice says where the
    /// dialog is (the window takes no input until it closes).
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<Outcome> {
        let running = self.running.as_ref()?;
        let answer = match running.answer.try_recv() {
            Ok(path) => Some(path),
            Err(mpsc::TryRecvError::Empty) => {
                notice(ctx, &running.ask.purpose);
                return None;
            }
            Err(mpsc::TryRecvError::Disconnected) => None,
        };
        let running = self.running.take()?;
        let never_shown = PORTAL && running.since.elapsed() < NEVER_SHOWN;
        Some(match answer {
            Some(Some(path)) => Outcome::Chosen(Chosen {
                purpose: running.ask.purpose,
                path,
            }),
            Some(None) if !never_shown => Outcome::Cancelled,
            _ => {
                self.failed
                    .get_or_insert_with(|| crate::t!("shell-native-did-not-show"));
                Outcome::DidNotOpen(running.ask)
            }
        })
    }
}

/// The system's dialog for `ask`: its title, its start folder (the in-window dialog's, the
/// working folder when it has none) and its type filters.
fn system_dialog(ask: &Ask) -> rfd::AsyncFileDialog {
    let mut dialog = rfd::AsyncFileDialog::new()
        .set_title(dialog_title(&ask.purpose))
        .set_can_create_directories(ask.purpose.saves());
    let folder = ask
        .folder()
        .map(ToOwned::to_owned)
        .or_else(|| std::env::current_dir().ok());
    if let Some(dir) = folder {
        dialog = dialog.set_directory(dir);
    }
    for (words, exts) in native_filters(&ask.purpose, MERGES_FILTERS) {
        dialog = dialog.add_filter(words, &exts);
    }
    dialog
}

/// The in-window dialog's type choices as the system dialog's filters: "every file" is the
/// `*` pattern, left out where the platform merges all filters into one (it would let every
/// file through); a purpose whose only choice is every file gets no filter at all.
pub(crate) fn native_filters(purpose: &Purpose, merges: bool) -> Vec<(String, Vec<&'static str>)> {
    let choices = type_choices(purpose);
    if choices.iter().all(|(_, exts)| exts.is_empty()) {
        return Vec::new();
    }
    choices
        .into_iter()
        .filter_map(|(words, exts)| match (exts.is_empty(), merges) {
            (false, _) => Some((words, exts)),
            (true, false) => Some((words, vec!["*"])),
            (true, true) => None,
        })
        .collect()
}

/// A small modal while the system's dialog is open: the window takes no input meanwhile,
/// and says why.
fn notice(ctx: &egui::Context, purpose: &Purpose) {
    super::dialogs::modal(ctx, "native-file-dialog", 360.0, |ui| {
        ui.heading(dialog_title(purpose));
        ui.label(crate::t!("shell-native-choose"));
    });
}

/// View > File dialogs: the two choices, and whether the system's dialog is available here.
/// True when the choice changed.
pub(crate) fn preference_menu(
    ui: &mut egui::Ui,
    prefer: &mut DialogPreference,
    native: Option<Availability>,
) -> bool {
    let before = *prefer;
    for choice in DialogPreference::ALL {
        ui.radio_value(prefer, choice, choice.label());
    }
    ui.separator();
    let words = match native {
        Some(Availability::Available) => crate::t!("shell-native-available"),
        Some(Availability::Limited(limit)) => {
            crate::t!("shell-native-available-limited", limit = limit)
        }
        Some(Availability::Unavailable(why)) => crate::t!("shell-native-unavailable", why = why),
        None => crate::t!("shell-native-looking"),
    };
    ui.add(egui::Label::new(egui::RichText::new(words).weak()).wrap());
    *prefer != before
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::Game;

    #[test]
    fn the_setting_and_the_probe_route_each_dialog() {
        let yes = Availability::Available;
        let no = Availability::Unavailable("no portal".into());
        let (native, window) = (
            DialogPreference::NativeWhenAvailable,
            DialogPreference::InWindow,
        );
        assert_eq!(route(native, Some(&yes)), Route::Native);
        assert_eq!(route(native, Some(&no)), Route::InWindow);
        assert_eq!(route(native, None), Route::Wait);
        for known in [Some(&yes), Some(&no), None] {
            assert_eq!(route(window, known), Route::InWindow, "{known:?}");
        }
    }

    #[test]
    fn an_ask_waits_for_the_probe_but_not_for_ever() {
        // Before: the probe has not answered for longer than an ask waits.
        let mut dialogs = NativeDialogs {
            source: Source::Asking(|| None),
            ..NativeDialogs::default()
        };
        let prefer = DialogPreference::NativeWhenAvailable;
        assert_eq!(dialogs.route(prefer), Route::Wait, "the first frame waits");
        dialogs.waiting = Some(Instant::now() - PROBE_WAIT);
        // Action: route again. After: the window's dialog opens; the next ask waits anew.
        assert_eq!(dialogs.route(prefer), Route::InWindow);
        assert!(dialogs.waiting.is_none());
    }

    #[test]
    fn the_system_dialog_filters_the_in_window_dialogs_types() {
        let open = native_filters(&Purpose::Open, false);
        assert_eq!(open.len(), type_choices(&Purpose::Open).len());
        assert_eq!(open.last().unwrap().1, ["*"], "every file, by pattern");
        let merged = native_filters(&Purpose::Open, true);
        assert!(merged.iter().all(|(_, e)| !e.contains(&"*")), "{merged:?}");
        let save = native_filters(&Purpose::SaveAs(Game::Sokoban), false);
        assert!(save[0].1.contains(&"sok"), "{save:?}");
        let pick = Purpose::Pick(crate::gui::workspace::PickRequest {
            title: "Choose the bot program".into(),
            tag: "bot".into(),
            folder: false,
        });
        assert!(
            native_filters(&pick, false).is_empty(),
            "any file, no filter"
        );
    }

    #[test]
    fn a_portal_dialog_that_answers_nothing_at_once_gives_way_to_the_window() {
        // Before: a system dialog whose answer ("nothing") came as soon as it opened.
        let ctx = egui::Context::default();
        let mut dialogs = NativeDialogs::fixed(Availability::Available);
        let (send, answer) = mpsc::channel();
        send.send(None).unwrap();
        let ask = Ask {
            purpose: Purpose::Open,
            current: None,
            name: String::new(),
            recent: Vec::new(),
        };
        dialogs.running = Some(Running {
            ask: ask.clone(),
            answer,
            since: Instant::now(),
        });
        // Action: poll it.
        let outcome = dialogs.poll(&ctx);
        // After: on a portal it never showed, and the window's dialog takes the ask; on
        // Windows and macOS it is the user's cancel.
        if PORTAL {
            assert!(matches!(outcome, Some(Outcome::DidNotOpen(_))));
            assert!(!dialogs.availability().unwrap().is_available());
        } else {
            assert!(matches!(outcome, Some(Outcome::Cancelled)));
        }
        // A cancel after the dialog was up a while is a cancel everywhere.
        let (send, answer) = mpsc::channel();
        send.send(None).unwrap();
        let mut dialogs = NativeDialogs::fixed(Availability::Available);
        dialogs.running = Some(Running {
            ask,
            answer,
            since: Instant::now() - NEVER_SHOWN,
        });
        assert!(matches!(dialogs.poll(&ctx), Some(Outcome::Cancelled)));
        assert!(!dialogs.is_open());
    }
}

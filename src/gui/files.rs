//! Native file dialogs on a worker thread: rfd's dialogs block, and a blocked frame loop
//! freezes the window, so the answer comes back through a channel.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

/// Which dialog to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Open,
    SaveAs,
}

/// A chosen path, and what it was chosen for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    pub purpose: Purpose,
    pub path: PathBuf,
}

pub struct FileDialogs {
    tx: Sender<Option<Chosen>>,
    rx: Receiver<Option<Chosen>>,
    open: bool,
}

impl Default for FileDialogs {
    fn default() -> Self {
        let (tx, rx) = channel();
        FileDialogs {
            tx,
            rx,
            open: false,
        }
    }
}

impl FileDialogs {
    /// Shows a dialog unless one is already open.
    pub fn request(&mut self, ctx: &egui::Context, purpose: Purpose, current: Option<&Path>) {
        if self.open {
            return;
        }
        self.open = true;
        let tx = self.tx.clone();
        let ctx = ctx.clone();
        let dir = current.and_then(Path::parent).map(Path::to_owned);
        let name = current
            .and_then(Path::file_name)
            .map(|n| n.to_string_lossy().into_owned());
        std::thread::spawn(move || {
            let mut dialog = rfd::FileDialog::new()
                .add_filter("Sokoban levels", &["sok", "xsb", "txt"])
                .add_filter("All files", &["*"]);
            if let Some(d) = dir {
                dialog = dialog.set_directory(d);
            }
            let path = match purpose {
                Purpose::Open => dialog.pick_file(),
                Purpose::SaveAs => dialog
                    .set_file_name(name.unwrap_or_else(|| "levels.sok".into()))
                    .save_file(),
            };
            let _ = tx.send(path.map(|path| Chosen { purpose, path }));
            ctx.request_repaint();
        });
    }

    /// The answer of a dialog that has closed since the last call.
    pub fn poll(&mut self) -> Option<Chosen> {
        match self.rx.try_recv() {
            Ok(chosen) => {
                self.open = false;
                chosen
            }
            Err(_) => None,
        }
    }
}

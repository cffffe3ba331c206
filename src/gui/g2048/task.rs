//! Work off the UI thread: a thread that computes one answer, polled each frame, cancelled
//! when dropped or asked.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// One answer being computed on another thread.
pub struct Task<T> {
    rx: mpsc::Receiver<T>,
    cancel: Arc<AtomicBool>,
}

impl<T: Send + 'static> Task<T> {
    /// Starts `work` on a new thread; it should stop soon after its flag is set.
    pub fn spawn(work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Task<T> {
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        // The worker writes its answers in the window's language.
        let language = crate::i18n::Language::current();
        std::thread::spawn(move || {
            language.set_for_thread();
            let _ = tx.send(work(&flag));
        });
        Task { rx, cancel }
    }

    /// The answer, once it is there.
    pub fn poll(&mut self) -> Option<T> {
        self.rx.try_recv().ok()
    }

    /// Waits for the answer (tests).
    pub fn wait(self) -> Option<T> {
        self.rx.recv().ok()
    }

    /// Asks the work to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Answers computed one after another on another thread (autoplay's moves), taken as they
/// come; the thread stops when this is dropped (its flag set, its sends refused).
pub struct Stream<T> {
    rx: mpsc::Receiver<T>,
    cancel: Arc<AtomicBool>,
}

impl<T: Send + 'static> Stream<T> {
    /// Starts `work`, which sends its answers and should stop once its flag is set or a send
    /// fails. At most `ahead` answers wait unread, so the work does not run far ahead of
    /// what is shown.
    pub fn spawn(
        ahead: usize,
        work: impl FnOnce(&AtomicBool, mpsc::SyncSender<T>) + Send + 'static,
    ) -> Stream<T> {
        let (tx, rx) = mpsc::sync_channel(ahead);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let language = crate::i18n::Language::current();
        std::thread::spawn(move || {
            language.set_for_thread();
            work(&flag, tx)
        });
        Stream { rx, cancel }
    }

    /// The next answer, if one is ready.
    pub fn poll(&mut self) -> Option<T> {
        self.rx.try_recv().ok()
    }
}

impl<T> Drop for Stream<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

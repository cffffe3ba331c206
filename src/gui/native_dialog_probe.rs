//! Whether the system's own file dialog can be shown here, asked once per run. On Windows and
//! macOS it is part of the platform. On Linux and the BSDs rfd shows the desktop portal's
//! dialog, and where no portal runs (many set-ups, every Xvfb) its dialog returns nothing at
//! once, as if cancelled: so the session bus is asked first whether
//! `org.freedesktop.portal.Desktop` exposes the FileChooser interface.
//!
//! What the probe found is plain data ([`Found`]) and [`decide`] is a pure function over it,
//! so both answers are tested without a bus; [`start`] runs the probe on its own thread
//! (activating a portal can take a second) and [`system`] reads the cached answer without
//! waiting.

use std::sync::Mutex;

/// The portal interface rfd's Linux backend calls.
pub const FILE_CHOOSER: &str = "org.freedesktop.portal.FileChooser"; // i18n-exempt: a D-Bus name
/// The portal's bus name and object, where its interfaces are listed.
const PORTAL_NAME: &str = "org.freedesktop.portal.Desktop"; // i18n-exempt: a D-Bus name
const PORTAL_PATH: &str = "/org/freedesktop/portal/desktop";
/// How long the bus may take to answer (D-Bus activation of a portal included).
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
const BUS_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(4);

/// Whether the system's file dialog can be used, and if not, why not (in words for the
/// settings menu).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Availability {
    /// The system's dialog can be shown.
    Available,
    /// It cannot; the window's own dialog is used.
    Unavailable(String),
}

impl Availability {
    /// Whether the system's dialog can be shown.
    pub fn is_available(&self) -> bool {
        *self == Availability::Available
    }
}

/// What the probe found on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// Windows or macOS: the system's dialogs are part of the platform.
    SystemDialogs,
    /// Linux or a BSD, where rfd talks to the desktop portal through libdbus.
    Portal {
        /// Whether libdbus-1 loads (without it rfd cannot reach the portal).
        libdbus: bool,
        /// What the session bus said.
        bus: Bus,
    },
    /// A platform rfd has no file dialog for.
    Nothing,
}

/// What the session bus said about the desktop portal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bus {
    /// No session bus could be reached (the error).
    NoSession(String),
    /// The bus answered, but no portal did (the error: not running, not installed).
    NoPortal(String),
    /// The portal answered with the interfaces its object exposes.
    Portal(Vec<String>),
}

/// Whether the system's dialog can be used, from what the probe found.
pub fn decide(found: &Found) -> Availability {
    let no = |why: String| Availability::Unavailable(why);
    match found {
        Found::SystemDialogs => Availability::Available,
        Found::Nothing => no(crate::t!("shell-native-no-platform")),
        Found::Portal { libdbus: false, .. } => no(crate::t!("shell-native-no-libdbus")),
        Found::Portal { bus, .. } => match bus {
            Bus::NoSession(e) => no(crate::t!("shell-native-no-session-bus", error = e.as_str())),
            Bus::NoPortal(e) => no(crate::t!("shell-native-no-portal", error = e.as_str())),
            Bus::Portal(names) if names.iter().any(|n| n == FILE_CHOOSER) => {
                Availability::Available
            }
            Bus::Portal(_) => no(crate::t!("shell-native-no-file-chooser")),
        },
    }
}

/// The interface names in a D-Bus introspection document.
pub fn interfaces(xml: &str) -> Vec<String> {
    const OPEN: &str = "<interface name=\""; // i18n-exempt: D-Bus XML
    xml.match_indices(OPEN)
        .filter_map(|(at, _)| {
            let rest = &xml[at + OPEN.len()..];
            rest.find('"').map(|end| rest[..end].to_owned())
        })
        .collect()
}

/// The probe's answer once it has one.
static ANSWER: Mutex<Option<Availability>> = Mutex::new(None);
static STARTED: std::sync::Once = std::sync::Once::new();

/// Starts the probe on its own thread, once per run; [`system`] has its answer later.
pub fn start() {
    STARTED.call_once(|| {
        let spawned = std::thread::Builder::new()
            .name("file-dialog-probe".into())
            .spawn(|| remember(decide(&probe())));
        if let Err(e) = spawned {
            let why = crate::t!("shell-native-could-not-look", error = e.to_string());
            remember(Availability::Unavailable(why));
        }
    });
}

fn remember(answer: Availability) {
    if let Ok(mut slot) = ANSWER.lock() {
        *slot = Some(answer);
    }
}

/// The probe's answer, or `None` while it is still asking (never waits).
pub fn system() -> Option<Availability> {
    ANSWER.lock().ok().and_then(|a| a.clone())
}

/// Looks at this machine (on the probe's thread: the bus may be slow).
#[cfg(any(target_os = "windows", target_os = "macos"))]
fn probe() -> Found {
    Found::SystemDialogs
}

/// Looks at this machine (on the probe's thread: the bus may be slow).
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
fn probe() -> Found {
    Found::Portal {
        libdbus: libdbus_loads(),
        bus: pollster::block_on(ask_bus()),
    }
}

/// Looks at this machine: rfd has no dialog for it.
#[cfg(not(any(
    target_os = "windows",
    target_os = "macos",
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
)))]
fn probe() -> Found {
    Found::Nothing
}

/// Whether libdbus-1 loads under the names rfd opens it by.
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
fn libdbus_loads() -> bool {
    [c"libdbus-1.so.3", c"libdbus-1.so"].iter().any(|name| {
        // SAFETY: the name is a NUL-terminated string; a handle that loaded is closed again
        // (rfd opens the library itself when it shows a dialog).
        unsafe {
            let handle = libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL);
            !handle.is_null() && libc::dlclose(handle) == 0
        }
    })
}

/// Asks the session bus for the portal's interfaces.
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
async fn ask_bus() -> Bus {
    let connection = match zbus::connection::Builder::session() {
        Ok(b) => b.method_timeout(BUS_TIMEOUT).build().await,
        Err(e) => Err(e),
    };
    let connection = match connection {
        Ok(c) => c,
        Err(e) => return Bus::NoSession(e.to_string()),
    };
    let reply = connection
        .call_method(
            Some(PORTAL_NAME),
            PORTAL_PATH,
            // i18n-exempt: D-Bus names
            Some("org.freedesktop.DBus.Introspectable"),
            "Introspect", // i18n-exempt: a D-Bus method
            &(),
        )
        .await;
    match reply.and_then(|m| m.body().deserialize::<String>()) {
        Ok(xml) => Bus::Portal(interfaces(&xml)),
        Err(e) => Bus::NoPortal(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn portal(bus: Bus) -> Found {
        Found::Portal { libdbus: true, bus }
    }

    #[test]
    fn a_portal_with_a_file_chooser_is_used() {
        // Before: the portal's object lists its interfaces, the file chooser among them.
        let xml = r#"<node><interface name="org.freedesktop.DBus.Peer"></interface>
            <interface name="org.freedesktop.portal.FileChooser"><method name="OpenFile"/>
            </interface></node>"#;
        // Action: decide. After: the system's dialog is used.
        let found = portal(Bus::Portal(interfaces(xml)));
        assert_eq!(decide(&found), Availability::Available);
        assert_eq!(decide(&Found::SystemDialogs), Availability::Available);
    }

    #[test]
    fn without_a_bus_a_portal_or_its_file_chooser_the_window_draws_the_dialog() {
        let cases = [
            portal(Bus::NoSession("DBUS_SESSION_BUS_ADDRESS not set".into())),
            portal(Bus::NoPortal("ServiceUnknown".into())),
            portal(Bus::Portal(vec!["org.freedesktop.portal.Settings".into()])),
            Found::Portal {
                libdbus: false,
                bus: Bus::Portal(vec![FILE_CHOOSER.into()]),
            },
            Found::Nothing,
        ];
        for found in cases {
            let answer = decide(&found);
            assert!(!answer.is_available(), "{found:?}");
            assert!(
                matches!(&answer, Availability::Unavailable(why) if !why.is_empty()),
                "says why: {answer:?}"
            );
        }
    }

    #[test]
    fn interfaces_are_read_from_introspection() {
        let xml = r#"<node><interface name="a.B"/><interface name="c.D"></interface></node>"#;
        assert_eq!(interfaces(xml), ["a.B", "c.D"]);
        assert!(interfaces("<node/>").is_empty());
        assert!(interfaces("<interface name=\"cut").is_empty(), "no panic");
    }
}

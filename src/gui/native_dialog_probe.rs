//! Whether the system's own file dialog can be shown here, asked once per run. On Windows and
//! macOS it is part of the platform. On Linux and the BSDs rfd shows the desktop portal's
//! dialog, and where no portal runs (many set-ups, every Xvfb) its dialog returns nothing at
//! once, as if cancelled: so the session bus is asked first whether
//! `org.freedesktop.portal.Desktop` exposes the FileChooser interface.
//!
//! What the probe found is plain data ([`Found`]) and [`decide`] is a pure function over it,
//! so every answer is tested without a bus; [`ask_bus_at`] is the probe itself, tested against
//! a private bus with and without a portal on it; [`start`] runs the probe on its own thread
//! (activating a portal can take a second) and [`system`] reads the cached answer without
//! waiting.
//!
//! The portal's FileChooser before version 4 (xdg-desktop-portal before 1.18, as in Debian 12)
//! ignores the start folder when opening: its Open dialog shows the toolkit's recent files. No
//! option reaches it, so the probe reads the version and the settings menu says so.

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

/// The first FileChooser version whose OpenFile takes a start folder (`current_folder`).
pub const OPENS_IN_FOLDER_SINCE: u32 = 4;

/// Whether the system's file dialog can be used, and if not, why not (in words for the
/// settings menu).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Availability {
    /// The system's dialog can be shown.
    Available,
    /// It can be shown, with a limit the user should know of (in words for the menu).
    Limited(String),
    /// It cannot; the window's own dialog is used.
    Unavailable(String),
}

impl Availability {
    /// Whether the system's dialog can be shown.
    pub fn is_available(&self) -> bool {
        !matches!(self, Availability::Unavailable(_))
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
    /// The portal answered with the interfaces its object exposes, and the FileChooser's
    /// version when it has one.
    Portal {
        /// The interfaces of the portal's object.
        interfaces: Vec<String>,
        /// The FileChooser interface's `version` property (`None`: not read).
        version: Option<u32>,
    },
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
            Bus::Portal { interfaces, .. } if !interfaces.iter().any(|n| n == FILE_CHOOSER) => {
                no(crate::t!("shell-native-no-file-chooser"))
            }
            Bus::Portal {
                version: Some(v), ..
            } if *v < OPENS_IN_FOLDER_SINCE => Availability::Limited(crate::t!(
                "shell-native-opens-in-recent",
                version = v.to_string(),
                since = OPENS_IN_FOLDER_SINCE.to_string()
            )),
            Bus::Portal { .. } => Availability::Available,
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
            let why = crate::t!(
                "shell-native-could-not-look",
                error = crate::i18n::io_error(&e)
            );
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
        bus: ask_bus_at(None),
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

/// Asks a bus for the portal's interfaces and its FileChooser's version, waiting for the
/// answer: the session bus (`None`, as rfd finds it) or the bus at a D-Bus address.
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
pub fn ask_bus_at(address: Option<&str>) -> Bus {
    pollster::block_on(ask_bus(address))
}

#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
async fn ask_bus(address: Option<&str>) -> Bus {
    let builder = match address {
        None => zbus::connection::Builder::session(),
        Some(a) => zbus::connection::Builder::address(a),
    };
    let connection = match builder {
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
    let interfaces = match reply.and_then(|m| m.body().deserialize::<String>()) {
        Ok(xml) => interfaces(&xml),
        Err(e) => return Bus::NoPortal(e.to_string()),
    };
    let version = if interfaces.iter().any(|n| n == FILE_CHOOSER) {
        file_chooser_version(&connection).await
    } else {
        None
    };
    Bus::Portal {
        interfaces,
        version,
    }
}

/// The FileChooser's `version` property (`None` when the portal does not say).
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
async fn file_chooser_version(connection: &zbus::Connection) -> Option<u32> {
    let reply = connection
        .call_method(
            Some(PORTAL_NAME),
            PORTAL_PATH,
            // i18n-exempt: D-Bus names
            Some("org.freedesktop.DBus.Properties"),
            "Get", // i18n-exempt: a D-Bus method
            &(FILE_CHOOSER, "version"),
        )
        .await
        .ok()?;
    let value: zbus::zvariant::OwnedValue = reply.body().deserialize().ok()?;
    u32::try_from(value).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn portal(bus: Bus) -> Found {
        Found::Portal { libdbus: true, bus }
    }

    fn chooser(version: Option<u32>) -> Bus {
        Bus::Portal {
            interfaces: vec![FILE_CHOOSER.into()],
            version,
        }
    }

    #[test]
    fn an_old_file_chooser_is_used_and_its_limit_said() {
        // Before: portals of each FileChooser version. Action: decide.
        // After: before version 4 the dialog is used, with the reason it opens in recent
        // files; from 4 on (or when the version is not known) it is simply available.
        let old = decide(&portal(chooser(Some(3))));
        assert!(old.is_available());
        assert!(
            matches!(&old, Availability::Limited(why) if why.contains('3')),
            "{old:?}"
        );
        assert_eq!(decide(&portal(chooser(Some(5)))), Availability::Available);
        assert_eq!(decide(&portal(chooser(None))), Availability::Available);
    }

    #[test]
    fn a_portal_with_a_file_chooser_is_used() {
        // Before: the portal's object lists its interfaces, the file chooser among them.
        let xml = r#"<node><interface name="org.freedesktop.DBus.Peer"></interface>
            <interface name="org.freedesktop.portal.FileChooser"><method name="OpenFile"/>
            </interface></node>"#;
        // Action: decide. After: the system's dialog is used.
        let found = portal(Bus::Portal {
            interfaces: interfaces(xml),
            version: Some(OPENS_IN_FOLDER_SINCE),
        });
        assert_eq!(decide(&found), Availability::Available);
        assert_eq!(decide(&Found::SystemDialogs), Availability::Available);
    }

    #[test]
    fn without_a_bus_a_portal_or_its_file_chooser_the_window_draws_the_dialog() {
        let cases = [
            portal(Bus::NoSession("DBUS_SESSION_BUS_ADDRESS not set".into())),
            portal(Bus::NoPortal("ServiceUnknown".into())),
            portal(Bus::Portal {
                interfaces: vec!["org.freedesktop.portal.Settings".into()],
                version: None,
            }),
            Found::Portal {
                libdbus: false,
                bus: chooser(Some(4)),
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

    #[cfg(target_os = "linux")]
    /// A private D-Bus daemon for one test: its own socket and no service folders, so no
    /// portal of this machine can be activated on it. Stopped when dropped.
    struct PrivateBus {
        daemon: std::process::Child,
        address: String,
        _dir: tempfile::TempDir,
    }

    #[cfg(target_os = "linux")]
    impl PrivateBus {
        fn start() -> PrivateBus {
            use std::io::BufRead;
            let dir = tempfile::tempdir().unwrap();
            let socket = dir.path().join("bus");
            let config = dir.path().join("bus.conf");
            std::fs::write(
                &config,
                format!(
                    "<busconfig><type>session</type><listen>unix:path={}</listen>\
                 <policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>\
                 <allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>",
                    socket.display()
                ),
            )
            .unwrap();
            let mut daemon = std::process::Command::new("dbus-daemon")
                .arg(format!("--config-file={}", config.display()))
                .args(["--nofork", "--print-address=1"])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("dbus-daemon (Debian: apt-get install dbus-daemon; .ci/run installs it)");
            let mut line = String::new();
            let out = daemon.stdout.take().unwrap();
            std::io::BufReader::new(out).read_line(&mut line).unwrap();
            PrivateBus {
                daemon,
                address: line.trim().to_owned(),
                _dir: dir,
            }
        }
    }

    #[cfg(target_os = "linux")]
    impl Drop for PrivateBus {
        fn drop(&mut self) {
            let _ = self.daemon.kill();
            let _ = self.daemon.wait();
        }
    }

    #[cfg(target_os = "linux")]
    /// A stand-in portal: the FileChooser interface with a version, nothing else.
    struct FakeChooser(u32);

    #[cfg(target_os = "linux")]
    #[zbus::interface(name = "org.freedesktop.portal.FileChooser")]
    impl FakeChooser {
        /// Named as the real portal names it (zbus would say `Version`).
        #[zbus(property, name = "version")]
        fn version(&self) -> u32 {
            self.0
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_probe_finds_no_bus_where_none_listens() {
        // Before: an address where no bus listens. Action: probe it. After: no session.
        let dir = tempfile::tempdir().unwrap();
        let address = format!("unix:path={}", dir.path().join("none").display());
        let bus = ask_bus_at(Some(&address));
        assert!(matches!(bus, Bus::NoSession(_)), "{bus:?}");
        assert!(!decide(&portal(bus)).is_available());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_probe_asks_a_real_bus_with_and_without_a_portal() {
        // Before: a running bus with no portal on it. Action: probe. After: no portal.
        let bus = PrivateBus::start();
        let found = ask_bus_at(Some(&bus.address));
        assert!(matches!(found, Bus::NoPortal(_)), "{found:?}");
        // Before: a portal with a version-3 FileChooser joins the bus. Action: probe.
        let _portal = pollster::block_on(async {
            zbus::connection::Builder::address(bus.address.as_str())?
                .name(PORTAL_NAME)?
                .serve_at(PORTAL_PATH, FakeChooser(3))?
                .build()
                .await
        })
        .unwrap();
        let found = ask_bus_at(Some(&bus.address));
        // After: the FileChooser and its version are found; the dialog is used, limited.
        assert!(
            matches!(&found, Bus::Portal { interfaces, version: Some(3) }
                if interfaces.iter().any(|n| n == FILE_CHOOSER)),
            "{found:?}"
        );
        assert!(matches!(decide(&portal(found)), Availability::Limited(_)));
    }
}

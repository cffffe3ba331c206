#!/usr/bin/env bash
# The native file dialog, run once for real (issue 44): under Xvfb (:91, 1280x800x24), in a
# private session bus (dbus-run-session), with xdg-desktop-portal and xdg-desktop-portal-gtk
# (portals.conf picks gtk). Starts target/debug/gridwright on the bundled Sokoban levels,
# presses Ctrl+O and grabs /tmp/portal-open.png (the GTK file chooser should show), Escape,
# then Ctrl+Shift+S and /tmp/portal-save.png, Escape, and /tmp/portal-after.png (the window,
# usable again). Needs: apt-get install -y xvfb xauth imagemagick xdotool libgl1-mesa-dri dbus
# dbus-x11 xdg-desktop-portal xdg-desktop-portal-gtk; and `cargo build` first.
set -u
cd "$(dirname "$0")/.."
export GW_HOME=/tmp/gwportal-home
mkdir -p "$GW_HOME/.config/xdg-desktop-portal" /tmp/gwportal
printf '[preferred]\ndefault=gtk\n' > "$GW_HOME/.config/xdg-desktop-portal/portals.conf"
exec dbus-run-session -- bash -c '
  set -u
  export HOME=$GW_HOME XDG_CONFIG_HOME=$GW_HOME/.config DISPLAY=:91 XDG_CURRENT_DESKTOP=GNOME
  export LIBGL_ALWAYS_SOFTWARE=1 GDK_BACKEND=x11 WAYLAND_DISPLAY=
  Xvfb :91 -screen 0 1280x800x24 & XV=$!
  sleep 2
  /usr/libexec/xdg-desktop-portal-gtk & PG=$!
  sleep 1
  /usr/libexec/xdg-desktop-portal -r & PD=$!
  sleep 2
  GRIDWRIGHT_CONFIG_DIR=/tmp/gwportal target/debug/gridwright levels/sokoban/original.sok & APP=$!
  sleep 6
  WIN=$(xdotool search --sync --onlyvisible --pid $APP | head -1)
  xdotool windowactivate --sync $WIN 2>/dev/null || xdotool windowfocus $WIN
  xdotool key --clearmodifiers ctrl+o; sleep 4
  import -window root /tmp/portal-open.png
  for D in $(xdotool search --onlyvisible --pid $PG); do xdotool windowfocus $D; done
  xdotool key Escape; sleep 2
  xdotool windowactivate --sync $WIN 2>/dev/null || xdotool windowfocus $WIN
  xdotool key --clearmodifiers ctrl+shift+s; sleep 4
  import -window root /tmp/portal-save.png
  for D in $(xdotool search --onlyvisible --pid $PG); do xdotool windowfocus $D; done
  xdotool key Escape; sleep 2
  xdotool windowactivate --sync $WIN 2>/dev/null || xdotool windowfocus $WIN
  xdotool key --clearmodifiers Right; sleep 1
  import -window root /tmp/portal-after.png
  kill -0 $APP && echo "app still running" || echo "APP EXITED"
  kill $APP $PD $PG; sleep 1; kill $XV
'

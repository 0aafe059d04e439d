# Sourced by the smoke scripts: start_xvfb DISPLAY LOG starts Xvfb on DISPLAY, sets $xvfb to
# its pid and exports DISPLAY once the server answers. It waits up to 30 s and starts the
# server again if it died (a display left locked by an earlier run, a slow start on a busy
# machine, or an earlier run's server answering in its place); if the server never answers it
# says so, with the server's log, and exits 1, so a smoke run never goes on to blame the game
# for a missing X server.
start_xvfb() {
  local display=$1 log=$2 attempt
  export DISPLAY=$display
  # Xvfb listens on /tmp/.X11-unix/X<n>; where that folder is missing (a cleaned /tmp), some
  # clients (xdotool) still reach the server through the abstract socket while the game's
  # window cannot: "Failed to open connection to X server".
  mkdir -p /tmp/.X11-unix && chmod 1777 /tmp/.X11-unix
  for attempt in 1 2; do
    Xvfb "$display" -screen 0 1280x800x24 >"$log" 2>&1 &
    xvfb=$!
    for _ in $(seq 1 150); do
      if xdotool getdisplaygeometry >/dev/null 2>&1; then
        # The answer may come from an earlier run's server still going away, whose lock made
        # ours exit at once: only our own server, still running, counts.
        sleep 0.5
        kill -0 "$xvfb" 2>/dev/null && return 0
        break
      fi
      kill -0 "$xvfb" 2>/dev/null || break
      sleep 0.2
    done
    kill "$xvfb" 2>/dev/null || true
    echo "smoke: Xvfb on $display did not answer (attempt $attempt)"
    sleep 2
  done
  tail -n 20 "$log"
  exit 1
}

//! The window's X11 class name. eframe hands the app id to the window as its `WM_CLASS` class
//! but leaves the instance name empty (`"", "org.shudu.Shudu"`); docks and desktop shells
//! that match a window to its desktop entry by either name want both. This sets both to the
//! app id and reads them back: the window's first frames call it until they are right (the
//! window system library sets the class too, on a connection of its own whose request may
//! land later). Under Wayland, or without an X server, it does nothing.

use crate::t;
use raw_window_handle::{HasWindowHandle, RawWindowHandle};
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{AtomEnum, ConnectionExt as _, PropMode};
use x11rb::wrapper::ConnectionExt;

/// Sets `WM_CLASS` of the window behind `handle` to (`app_id`, `app_id`) and tells whether it
/// reads back so. False also where there is no X11 window (Wayland, tests); failures are only
/// said on stderr: the window works without it.
pub fn name_window(handle: &impl HasWindowHandle, app_id: &str) -> bool {
    let Ok(handle) = handle.window_handle() else {
        return false;
    };
    let window = match handle.as_raw() {
        RawWindowHandle::Xlib(xlib) => u32::try_from(xlib.window).ok(),
        RawWindowHandle::Xcb(xcb) => Some(xcb.window.get()),
        _ => None,
    };
    let Some(window) = window else {
        return false;
    };
    let class = format!("{app_id}\0{app_id}\0");
    let result = x11rb::connect(None)
        .map_err(|e| e.to_string())
        .and_then(|(connection, _)| {
            let class_property = |connection: &x11rb::rust_connection::RustConnection| {
                connection
                    .get_property(false, window, AtomEnum::WM_CLASS, AtomEnum::STRING, 0, 256)
                    .map_err(|e| e.to_string())?
                    .reply()
                    .map(|reply| reply.value)
                    .map_err(|e| e.to_string())
            };
            if class_property(&connection)? == class.as_bytes() {
                return Ok(true);
            }
            connection
                .change_property8(
                    PropMode::REPLACE,
                    window,
                    AtomEnum::WM_CLASS,
                    AtomEnum::STRING,
                    class.as_bytes(),
                )
                .map_err(|e| e.to_string())?;
            connection.flush().map_err(|e| e.to_string())?;
            Ok(class_property(&connection)? == class.as_bytes())
        });
    result.unwrap_or_else(|e| {
        eprintln!("{}", t!("shudu-cannot-name-window-for", why = &e));
        true
    })
}

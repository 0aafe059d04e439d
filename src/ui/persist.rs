//! The store's window side: eframe's storage (a file in the state folder on the desktop, the
//! browser's storage in a page) is the key-value [`Storage`] the session's
//! [`crate::session::Store`] keeps its texts in.

use crate::session::Storage;

impl Storage for dyn eframe::Storage + '_ {
    fn get(&self, key: &str) -> Option<String> {
        self.get_string(key)
    }

    fn set(&mut self, key: &str, text: String) {
        self.set_string(key, text);
    }
}

//! The keyboard: key presses and clipboard events turned into commands.

use super::window::WindowCommand;
use crate::game::{Action, Direction, Marking};
use crate::rate::Level;
use crate::session::Command;
use crate::t;
use egui::{Event, Key, KeyboardShortcut, Modifiers};

const CTRL: Modifiers = Modifiers::COMMAND;
const CTRL_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

/// What a shortcut does, in the current language.
pub type Words = fn() -> String;

/// The shortcuts with Ctrl (Command on a Mac) or Alt: the one table the keyboard, the menus and
/// the Keyboard window read, so a shortcut shown is a shortcut that works. (Ctrl and a digit is
/// a centre mark, Ctrl+Shift and a digit a colour, Ctrl+A selects every cell: see
/// [`Keymap::commands`].)
pub static SHORTCUTS: [(KeyboardShortcut, Command, Words); 17] = [
    (ctrl(Key::Z), Command::Play(Action::Undo), || t!("undo")),
    (ctrl_shift(Key::Z), Command::Play(Action::Redo), || {
        t!("redo")
    }),
    (ctrl(Key::Y), Command::Play(Action::Redo), || t!("redo")),
    (ctrl(Key::Backspace), Command::Rewind, || {
        t!("rewind-to-last-correct-move")
    }),
    (ctrl(Key::O), Command::Open, || {
        t!("open-puzzle-or-saved-game")
    }),
    (ctrl(Key::H), Command::Hint, || {
        t!("hint-where-to-look-then")
    }),
    (ctrl(Key::S), Command::Save, || t!("save-game")),
    (ctrl_shift(Key::S), Command::SaveAs, || {
        t!("save-game-as-new-file")
    }),
    new_game(Key::Num1, Level::Easy, || t!("new-easy-game")),
    new_game(Key::Num2, Level::Medium, || t!("new-medium-game")),
    new_game(Key::Num3, Level::Hard, || t!("new-hard-game")),
    new_game(Key::Num4, Level::Expert, || t!("new-expert-game")),
    new_game(Key::Num5, Level::Master, || t!("new-master-game")),
    new_game(Key::Num6, Level::Extreme, || t!("new-extreme-game")),
    (ctrl(Key::K), Command::Check, || {
        t!("check-entries-against-solution")
    }),
    (ctrl_shift(Key::Enter), Command::Solve, || {
        t!("solve-fill-in-solution")
    }),
    (ctrl(Key::L), Command::ToggleLab, || {
        t!("solver-lab-watch-search-algorithms")
    }),
];

/// Copy and paste arrive as clipboard events, not keys; shown beside their menu items.
pub const COPY: KeyboardShortcut = ctrl(Key::C);
/// See [`COPY`].
pub const PASTE: KeyboardShortcut = ctrl(Key::V);
/// Closes the window (Game > Quit).
pub const QUIT: KeyboardShortcut = ctrl(Key::Q);
/// Shows or hides the Keyboard window (so does `?`).
pub const HELP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// Whether `key` opens the Keyboard window (F1, or ? as many games have it).
fn is_help(key: Key) -> bool {
    key == HELP.logical_key || key == Key::Questionmark
}

const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(CTRL, key)
}

const fn ctrl_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(CTRL_SHIFT, key)
}

/// A row of [`SHORTCUTS`]: Alt and `key` start a new game of `level`.
const fn new_game(key: Key, level: Level, words: Words) -> (KeyboardShortcut, Command, Words) {
    (
        KeyboardShortcut::new(Modifiers::ALT, key),
        Command::NewGame(level),
        words,
    )
}

/// Selects every cell.
pub const SELECT_ALL: KeyboardShortcut = ctrl(Key::A);

/// The first shortcut for `command`, if it has one.
pub fn shortcut(command: &Command) -> Option<KeyboardShortcut> {
    SHORTCUTS
        .iter()
        .find(|(_, c, _)| c == command)
        .map(|(shortcut, _, _)| *shortcut)
}

const DIGIT_KEYS: [Key; 10] = [
    Key::Num0,
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

const LETTER_KEYS: [Key; 16] = [
    Key::A,
    Key::B,
    Key::C,
    Key::D,
    Key::E,
    Key::F,
    Key::G,
    Key::H,
    Key::I,
    Key::J,
    Key::K,
    Key::L,
    Key::M,
    Key::N,
    Key::O,
    Key::P,
];

/// Which keys do what on the board on screen. Letters type digits above 9 when the player
/// asks for them; N (notes) and P (pause) then give way on boards that use those letters, and
/// Space and Escape, which always work, are the keys the labels name. X (corner marks), V
/// (colours) and T (the time) lie beyond the last letter digit, P, so they always work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keymap {
    size: usize,
    letters: bool,
}

impl Keymap {
    /// The keys for a board of side `size`, with letters for digits above 9 if `letters`.
    pub fn new(size: usize, letters: bool) -> Keymap {
        Keymap { size, letters }
    }

    /// The digit a letter key types, if letters type digits on this board.
    fn letter_digit(self, key: Key) -> Option<u8> {
        if !self.letters || self.size <= 9 {
            return None;
        }
        let letter = LETTER_KEYS.iter().position(|&k| k == key)?;
        let value = letter + 10;
        (value <= self.size).then_some(value as u8)
    }

    /// The key that toggles notes mode, as the labels name it.
    pub fn notes_key(self) -> &'static str {
        if self.letter_digit(Key::N).is_some() {
            "Space"
        } else {
            "N"
        }
    }

    /// The key that pauses and resumes, as the labels name it.
    pub fn pause_key(self) -> &'static str {
        if self.letter_digit(Key::P).is_some() {
            "Esc"
        } else {
            "P"
        }
    }

    /// The keys that type digits, as the Keyboard window names them.
    pub fn digit_keys(self) -> String {
        match self.size {
            ..=9 => t!("keys-digits", size = &self.size),
            _ if self.letters => {
                let last = char::from(b'A' + (self.size - 10) as u8);
                t!("keys-digits-letters", last = &last)
            }
            _ => t!("keys-digits-two"),
        }
    }

    /// The window's commands in this frame's events: F1 or ? opens the Keyboard window, Ctrl+Q
    /// quits (where a program can quit: not in a web page).
    pub fn window_commands(self, events: &[Event]) -> Vec<WindowCommand> {
        let quits = super::platform::CAN_QUIT;
        events
            .iter()
            .filter_map(|event| match event {
                Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if !modifiers.command && is_help(*key) => Some(WindowCommand::ToggleKeyboardHelp),
                Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if quits
                    && *key == QUIT.logical_key
                    && modifiers.matches_exact(QUIT.modifiers) =>
                {
                    Some(WindowCommand::Quit)
                }
                _ => None,
            })
            .collect()
    }

    /// The session's commands in this frame's events.
    pub fn commands(self, events: &[Event]) -> Vec<Command> {
        events
            .iter()
            .filter_map(|event| match event {
                Event::Key {
                    key,
                    physical_key,
                    pressed: true,
                    modifiers,
                    ..
                } => self.key_command(*key, *physical_key, *modifiers),
                Event::Paste(text) => Some(Command::Paste(text.clone())),
                Event::Copy => Some(Command::CopyPuzzle),
                _ => None,
            })
            .collect()
    }

    fn key_command(self, key: Key, physical: Option<Key>, modifiers: Modifiers) -> Option<Command> {
        // The keyboard layout may turn Shift+1 into `!`, so the key's place (its physical key)
        // counts as well. With Ctrl only the number keys are digits: Ctrl and a letter stays a
        // shortcut.
        let digit = [Some(key), physical].into_iter().flatten().find_map(|k| {
            let position = DIGIT_KEYS.iter().position(|&d| d == k);
            let letter = || self.letter_digit(k).filter(|_| !modifiers.command);
            position.map(|d| d as u8).or_else(letter)
        });
        let arrow = match key {
            Key::ArrowUp => Some(Direction::Up),
            Key::ArrowDown => Some(Direction::Down),
            Key::ArrowLeft => Some(Direction::Left),
            Key::ArrowRight => Some(Direction::Right),
            _ => None,
        };
        if modifiers.command || modifiers.shift {
            // As SudokuPad has it: Shift a corner mark, Ctrl a centre mark, both a colour;
            // with an arrow, either one adds the next cell to the selection.
            let marking = match (modifiers.command, modifiers.shift) {
                (true, true) => Marking::Colour,
                (true, false) => Marking::Notes,
                _ => Marking::Corner,
            };
            if let Some(value) = digit.filter(|_| !modifiers.alt) {
                return Some(Command::MarkDigit(marking, value));
            }
            if let Some(direction) = arrow {
                return Some(Command::Play(Action::ExtendSelection(direction)));
            }
        }
        if modifiers.command || modifiers.alt {
            if SELECT_ALL.logical_key == key && modifiers.matches_exact(SELECT_ALL.modifiers) {
                return Some(Command::Play(Action::SelectAll));
            }
            let found = SHORTCUTS.iter().find(|(shortcut, _, _)| {
                shortcut.logical_key == key && modifiers.matches_exact(shortcut.modifiers)
            });
            return found.map(|(_, command, _)| command.clone());
        }
        if is_help(key) {
            // The window's own (see `window_commands`).
            return None;
        }
        if let Some(value) = digit.filter(|_| !modifiers.shift) {
            return Some(Command::Digit(value));
        }
        if let Some(direction) = arrow {
            return Some(Command::Play(Action::Move(direction)));
        }
        match key {
            Key::Delete | Key::Backspace => Some(Command::Play(Action::Clear)),
            Key::N | Key::Space => Some(Command::Play(Action::ToggleNotesMode)),
            Key::X => Some(Command::Play(Action::ToggleMarking(Marking::Corner))),
            Key::V => Some(Command::Play(Action::ToggleMarking(Marking::Colour))),
            Key::P => Some(Command::TogglePause),
            Key::T => Some(Command::SayTime),
            Key::Escape => Some(Command::Escape),
            Key::H => Some(Command::Hint),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: Key, modifiers: Modifiers) -> Event {
        Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        }
    }

    #[test]
    fn shortcuts_map_to_commands() {
        let ctrl = Modifiers::COMMAND;
        let ctrl_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let events = [
            press(Key::Num7, Modifiers::NONE),
            press(Key::Z, ctrl),
            press(Key::Z, ctrl_shift),
            press(Key::S, ctrl_shift),
            press(Key::Delete, Modifiers::NONE),
        ];
        assert_eq!(
            Keymap::new(9, false).commands(&events),
            [
                Command::Digit(7),
                Command::Play(Action::Undo),
                Command::Play(Action::Redo),
                Command::SaveAs,
                Command::Play(Action::Clear),
            ]
        );
    }

    #[test]
    fn shift_and_a_digit_is_a_corner_mark_and_x_and_v_switch_the_marking() {
        let shift_one = Event::Key {
            key: Key::Exclamationmark,
            physical_key: Some(Key::Num1),
            pressed: true,
            repeat: false,
            modifiers: Modifiers::SHIFT,
        };
        let events = [
            shift_one,
            press(Key::Num7, Modifiers::SHIFT),
            press(Key::X, Modifiers::NONE),
            press(Key::V, Modifiers::NONE),
            press(Key::Num7, Modifiers::NONE),
        ];
        assert_eq!(
            Keymap::new(9, false).commands(&events),
            [
                Command::MarkDigit(Marking::Corner, 1),
                Command::MarkDigit(Marking::Corner, 7),
                Command::Play(Action::ToggleMarking(Marking::Corner)),
                Command::Play(Action::ToggleMarking(Marking::Colour)),
                Command::Digit(7),
            ]
        );
        let g = [press(Key::G, Modifiers::SHIFT)];
        assert_eq!(
            Keymap::new(16, true).commands(&g),
            [Command::MarkDigit(Marking::Corner, 16)]
        );
        // Ctrl+Shift+S is still Save as, and ? still the keyboard help.
        let others = [
            press(Key::S, Modifiers::COMMAND | Modifiers::SHIFT),
            press(Key::Questionmark, Modifiers::SHIFT),
        ];
        assert_eq!(Keymap::new(9, false).commands(&others), [Command::SaveAs]);
        let quit = [press(Key::Q, Modifiers::COMMAND)];
        assert_eq!(
            Keymap::new(9, false).window_commands(&quit),
            [WindowCommand::Quit]
        );
        assert_eq!(
            Keymap::new(9, false).window_commands(&others),
            [WindowCommand::ToggleKeyboardHelp]
        );
    }

    #[test]
    fn letters_enter_large_digits_only_when_asked_and_in_range() {
        let g = [press(Key::G, Modifiers::NONE)];
        assert_eq!(Keymap::new(16, true).commands(&g), [Command::Digit(16)]);
        assert!(Keymap::new(16, false).commands(&g).is_empty());
        assert!(Keymap::new(12, true).commands(&g).is_empty());
    }

    #[test]
    fn each_key_does_one_thing_and_the_labels_name_the_keys_that_work() {
        let n = [press(Key::N, Modifiers::NONE)];
        let p = [press(Key::P, Modifiers::NONE)];
        let space = [press(Key::Space, Modifiers::NONE)];
        let esc = [press(Key::Escape, Modifiers::NONE)];
        let notes = [Command::Play(Action::ToggleNotesMode)];
        let big = Keymap::new(25, true);
        assert_eq!(big.commands(&n), [Command::Digit(23)]);
        assert_eq!(big.commands(&p), [Command::Digit(25)]);
        assert_eq!(big.commands(&space), notes);
        // Esc dismisses a hint or path step first; with nothing to dismiss it pauses.
        assert_eq!(big.commands(&esc), [Command::Escape]);
        assert_eq!((big.notes_key(), big.pause_key()), ("Space", "Esc"));
        let sixteen = Keymap::new(16, true);
        assert_eq!(sixteen.commands(&n), notes);
        assert_eq!(sixteen.commands(&p), [Command::TogglePause]);
        assert_eq!((sixteen.notes_key(), sixteen.pause_key()), ("N", "P"));
    }
}

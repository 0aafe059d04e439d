//! The keyboard: key presses and clipboard events turned into commands.

use super::command::Command;
use crate::game::{Action, Direction};
use egui::{Event, Key, Modifiers};

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

/// The commands in this frame's events. `size` is the board's side; with `letters`, the
/// letter keys A, B, ... enter 10, 11, ... on boards larger than 9.
pub fn commands(events: &[Event], size: usize, letters: bool) -> Vec<Command> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } => key_command(*key, *modifiers, size, letters),
            Event::Paste(text) => Some(Command::Paste(text.clone())),
            Event::Copy => Some(Command::CopyPuzzle),
            _ => None,
        })
        .collect()
}

fn key_command(key: Key, modifiers: Modifiers, size: usize, letters: bool) -> Option<Command> {
    if modifiers.command {
        return match key {
            Key::Z if modifiers.shift => Some(Command::Play(Action::Redo)),
            Key::Z => Some(Command::Play(Action::Undo)),
            Key::Y => Some(Command::Play(Action::Redo)),
            Key::O => Some(Command::Open),
            Key::S if modifiers.shift => Some(Command::SaveAs),
            Key::S => Some(Command::Save),
            _ => None,
        };
    }
    if modifiers.alt {
        return None;
    }
    if let Some(d) = DIGIT_KEYS.iter().position(|&k| k == key) {
        return Some(if d == 0 {
            Command::Play(Action::Clear)
        } else {
            Command::Digit(d as u8)
        });
    }
    if letters && size > 9 {
        let letter = LETTER_KEYS.iter().position(|&k| k == key);
        if let Some(value) = letter.map(|i| i + 10).filter(|&v| v <= size) {
            return Some(Command::Digit(value as u8));
        }
    }
    match key {
        Key::Delete | Key::Backspace => Some(Command::Play(Action::Clear)),
        Key::ArrowUp => Some(Command::Play(Action::Move(Direction::Up))),
        Key::ArrowDown => Some(Command::Play(Action::Move(Direction::Down))),
        Key::ArrowLeft => Some(Command::Play(Action::Move(Direction::Left))),
        Key::ArrowRight => Some(Command::Play(Action::Move(Direction::Right))),
        Key::N => Some(Command::Play(Action::ToggleNotesMode)),
        Key::P => Some(Command::TogglePause),
        _ => None,
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
            commands(&events, 9, false),
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
    fn letters_enter_large_digits_only_when_asked_and_in_range() {
        let g = [press(Key::G, Modifiers::NONE)];
        assert_eq!(commands(&g, 16, true), [Command::Digit(16)]);
        assert!(commands(&g, 16, false).is_empty());
        assert!(commands(&g, 12, true).is_empty());
        let n = [press(Key::N, Modifiers::NONE)];
        assert_eq!(commands(&n, 25, true), [Command::Digit(23)]);
        assert_eq!(
            commands(&n, 16, true),
            [Command::Play(Action::ToggleNotesMode)]
        );
    }
}

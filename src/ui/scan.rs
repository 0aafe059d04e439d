//! The review of a puzzle read from a picture: the picture as it was read (the grid
//! straightened) beside the board and what the reading says; the side panel's Start and
//! Cancel end it, as when a puzzle is typed. The board
//! outlines the uncertain cells; the player corrects a cell by clicking it and typing, as
//! when entering a puzzle.

use crate::session::Review;
use crate::t;
use egui::{ColorImage, RichText, TextureHandle, TextureOptions, Ui};
use std::sync::Arc;

/// The review panel's width.
pub const REVIEW_WIDTH: f32 = 300.0;

/// The picture's texture, made once per reading.
#[derive(Default)]
pub struct ReviewTexture {
    /// The picture it was made from, and the texture.
    made: Option<(Arc<image::GrayImage>, TextureHandle)>,
}

impl ReviewTexture {
    /// The texture of `review`'s picture, made if it is new.
    fn of(&mut self, ui: &Ui, review: &Review) -> TextureHandle {
        if let Some((picture, texture)) = &self.made
            && Arc::ptr_eq(picture, &review.picture)
        {
            return texture.clone();
        }
        let (w, h) = review.picture.dimensions();
        let image = ColorImage::from_gray([w as usize, h as usize], review.picture.as_raw());
        let texture = ui
            .ctx()
            .load_texture(t!("scanned-picture"), image, TextureOptions::LINEAR);
        self.made = Some((Arc::clone(&review.picture), texture.clone()));
        texture
    }
}

/// The review panel.
pub fn ui_review(ui: &mut Ui, review: &Review, texture: &mut ReviewTexture) {
    ui.add_space(6.0);
    ui.label(RichText::new(t!("puzzle-from-picture")).heading());
    ui.label(t!("read-from", name = &review.name));
    let side = ui.available_width().min(REVIEW_WIDTH - 16.0);
    let texture = texture.of(ui, review);
    ui.add(
        egui::Image::new(&texture)
            .fit_to_exact_size(egui::vec2(side, side))
            .alt_text(t!("grid-as-read-from-picture")),
    );
    if review.uncertain.is_empty() {
        ui.label(t!("every-cell-was-read-with"));
    } else {
        let cells: Vec<String> = review.uncertain.iter().map(|c| c.to_string()).collect();
        ui.label(t!("uncertain-outlined", cells = &cells.join(", ")));
    }
    ui.label(t!("compare-board-with-picture-click"));
}

//! Draws a product picture as SVG, locally, with no network.

/// The drawing's width and height, in pixels.
pub const SIDE: u32 = 240;

/// A phone front in the brand's colour with the brand and model written on it.
pub fn phone_svg(brand: &str, model: &str, color: &str, hue_shift: u32) -> String {
    let brand = crate::escape::html(brand);
    let model = crate::escape::html(model);
    let glow = (hue_shift % 360, 70, 85);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="{brand} {model}">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl({h},{s}%,{l}%)"/><stop offset="1" stop-color="{color}"/></linearGradient></defs>
<rect width="240" height="240" fill="#f1f5f9"/>
<rect x="72" y="20" width="96" height="200" rx="16" fill="{color}"/>
<rect x="78" y="30" width="84" height="170" rx="8" fill="url(#s)"/>
<circle cx="120" cy="210" r="4" fill="#e2e8f0"/>
<text x="120" y="110" font-family="system-ui,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">{brand}</text>
<text x="120" y="128" font-family="system-ui,sans-serif" font-size="10" fill="#fff" text-anchor="middle">{model}</text>
</svg>"##,
        h = glow.0,
        s = glow.1,
        l = glow.2,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_escaped_text() {
        let svg = phone_svg("A&B", "<X>", "#000000", 10);
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("A&amp;B") && svg.contains("&lt;X&gt;"));
        assert!(svg.contains(&format!(r#"width="{SIDE}" height="{SIDE}""#)));
    }
}

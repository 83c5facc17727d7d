use super::*;

fn axes() -> Vec<GridAxis> {
    vec![
        GridAxis {
            axis: Axis::Storage,
            values: vec!["8/128 GB".into(), "8/256 GB".into()],
        },
        GridAxis {
            axis: Axis::Colour,
            values: vec!["Blue".into(), "Black".into()],
        },
    ]
}

fn row(values: [&str; 2], sku: &str, price: &str) -> GridRow {
    GridRow {
        values: values.iter().map(|v| (*v).to_owned()).collect(),
        sku: sku.into(),
        price: price.into(),
        discount: 10,
        stock: 4,
    }
}

fn fields(errors: &[FieldError]) -> Vec<(&str, &str)> {
    errors.iter().map(|e| (e.field.as_str(), e.code())).collect()
}

#[test]
fn a_grid_with_some_combinations_not_made_passes_with_final_prices_by_the_core() {
    let rows = [
        row(["8/128 GB", " Blue "], "A55-128-BL", "40000"),
        row(["8/256 GB", "Black"], "A55-256-BK", "45999.50"),
    ];
    let checked = check(&axes(), &rows).expect("a good grid");
    assert_eq!(checked[0].values, ["8/128 GB", "Blue"], "values are trimmed");
    assert_eq!(checked[0].final_price, Money::from_tk(36_000).expect("money"));
    assert_eq!(
        checked[1].final_price,
        Money::parse_tk("45999.50")
            .and_then(|p| p.apply_discount(10))
            .expect("money")
    );
    assert_eq!(checked[1].stock, 4);
}

#[test]
fn every_refusal_names_its_field() {
    let mut axes = axes();
    axes.push(GridAxis {
        axis: Axis::Colour,
        values: vec!["Red".into(), "Red".into(), " ".into()],
    });
    let rows = [
        row(["8/128 GB", "Blue"], "SKU-1", "40000"),
        row(["8/128 GB", "Blue"], "sku-1", "oops"),
        GridRow {
            values: vec!["8/512 GB".into(), "Blue".into(), "Red".into()],
            sku: "has space".into(),
            discount: 101,
            stock: -1,
            ..row(["", ""], "", "1")
        },
    ];
    let errors = check(&axes, &rows).expect_err("a bad grid");
    let found = fields(&errors);
    for expected in [
        ("options[2].axis", "variants.axis_twice"),
        ("options[2].values[1]", "variants.value_twice"),
        ("options[2].values[2]", "validation.required"),
        ("variants[0].values", "variants.values_count"),
        ("variants[1].sku", "variants.sku_twice"),
        ("variants[1].price", "money.not_a_number"),
        ("variants[2].values[0]", "variants.value_not_on_axis"),
        ("variants[2].sku", "variants.sku_format"),
        ("variants[2].discount", "validation.out_of_range"),
        ("variants[2].stock", "validation.out_of_range"),
    ] {
        assert!(found.contains(&expected), "{expected:?} in {found:?}");
    }
}

#[test]
fn the_same_combination_twice_and_an_empty_grid_are_refused() {
    let rows = [
        row(["8/128 GB", "Blue"], "A", "40000"),
        row(["8/128 GB", "Blue"], "B", "41000"),
    ];
    let errors = check(&axes(), &rows).expect_err("twice");
    assert_eq!(fields(&errors), [("variants[1].values", "variants.combination_twice")]);
    let errors = check(&axes(), &[]).expect_err("empty");
    assert_eq!(fields(&errors), [("variants", "variants.none")]);
    let errors = check(&[], &[row(["", ""], "A", "1")]).expect_err("no axes");
    assert!(fields(&errors).contains(&("options", "variants.no_axes")));
    let no_values = [GridAxis {
        axis: Axis::Edition,
        values: vec![],
    }];
    let errors = check(&no_values, &[]).expect_err("no values");
    assert!(fields(&errors).contains(&("options[0].values", "variants.no_values")));
}

#[test]
fn a_swatch_is_css_hex() {
    assert!(swatch_ok("#1e3a8A"));
    for refused in ["1e3a8a", "#1e3a8", "#1e3a8g", "#1e3a8a0", "", "#ভভ"] {
        assert!(!swatch_ok(refused), "{refused}");
    }
}

#[test]
fn a_variants_pictures_are_the_shops_own_and_few() {
    let own = "/api/images/665f1c2e9b1e8a3d4c5b6a70".to_owned();
    assert!(picture_errors(0, &[own.clone(), own.clone()]).is_empty());
    let bad = picture_errors(3, &[own.clone(), "javascript:alert(1)".into(), String::new()]);
    assert_eq!(
        fields(&bad),
        [
            ("variants[3].pictures[1]", "validation.invalid_picture"),
            ("variants[3].pictures[2]", "validation.invalid_picture"),
        ]
    );
    let many = picture_errors(1, &vec![own; MAX_PICTURES + 1]);
    assert_eq!(fields(&many), [("variants[1].pictures", "validation.out_of_range")]);
}

import { useI18n } from '@/lib/i18n';
import { AXES, type AxisName, type GridDraft, type GridErrors, addAxis, addValue, removeAxis, removeValue, setValue } from '../utils/variant-grid';
import { CellInput } from '@/components/admin/cell-input';
import { ColourPicture } from './colour-picture';

interface VariantAxesProps {
  grid: GridDraft;
  errors: GridErrors;
  onChange: (grid: GridDraft) => void;
}

/** An axis's name in the language shown. */
export function useAxisTitle(): (axis: AxisName) => string {
  const i18n = useI18n();
  return (axis) => ({ storage: i18n._('Storage'), colour: i18n._('Colour'), edition: i18n._('Edition') })[axis];
}

/** The axes a phone's variants vary by, each with its values: a colour's swatch, an edition's warranty. */
export function VariantAxes({ grid, errors, onChange }: VariantAxesProps) {
  const i18n = useI18n();
  const axisName = useAxisTitle();
  const missing = AXES.filter((axis) => !grid.axes.some((a) => a.axis === axis));
  return (
    <div className="variant-axes">
      {grid.axes.map((axis, a) => (
        <fieldset key={axis.axis} className="variant-axis">
          <legend>{axisName(axis.axis)}</legend>
          {axis.values.map((value, v) => (
            <div key={v} className="variant-axis__value">
              <CellInput
                label={i18n._('{axis} value {n}', { axis: axisName(axis.axis), n: v + 1 })}
                value={value.name}
                error={errors[`options[${a}].values[${v}]`]}
                onChange={(name) => onChange(setValue(grid, a, v, { name }))}
              />
              {axis.axis === 'colour' && (
                <CellInput
                  type="color"
                  label={i18n._('Swatch of {name}', { name: value.name })}
                  value={value.swatch}
                  error={errors[`options[${a}].values[${v}].swatch`]}
                  onChange={(swatch) => onChange(setValue(grid, a, v, { swatch }))}
                />
              )}
              {axis.axis === 'colour' && (
                <ColourPicture name={value.name} picture={value.picture} onChange={(picture) => onChange(setValue(grid, a, v, { picture }))} />
              )}
              {axis.axis === 'edition' && (
                <CellInput
                  label={i18n._('Warranty of {name}', { name: value.name })}
                  value={value.warranty}
                  error={errors[`options[${a}].values[${v}].warranty`]}
                  onChange={(warranty) => onChange(setValue(grid, a, v, { warranty }))}
                />
              )}
              <button type="button" className="button" onClick={() => onChange(removeValue(grid, a, v))}>
                {i18n._('Remove {name}', { name: value.name || axisName(axis.axis) })}
              </button>
            </div>
          ))}
          {[`options[${a}].axis`, `options[${a}].values`].map(
            (field) =>
              errors[field] && (
                <p key={field} className="field-error">
                  {errors[field]}
                </p>
              ),
          )}
          <div className="variant-axis__actions">
            <button type="button" className="button" onClick={() => onChange(addValue(grid, a))}>
              {i18n._('Add a value of {axis}', { axis: axisName(axis.axis) })}
            </button>
            <button type="button" className="button" onClick={() => onChange(removeAxis(grid, a))}>
              {i18n._('Remove the axis {axis}', { axis: axisName(axis.axis) })}
            </button>
          </div>
        </fieldset>
      ))}
      {missing.length > 0 && (
        <div className="variant-axis__actions">
          {missing.map((axis) => (
            <button key={axis} type="button" className="button" onClick={() => onChange(addAxis(grid, axis))}>
              {i18n._('Add the axis {axis}', { axis: axisName(axis) })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

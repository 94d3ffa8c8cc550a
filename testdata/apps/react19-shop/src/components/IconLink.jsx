// A design system's icon link, used twice: its props reach the <a> as they
// are, so a name belongs where it is used, not here.
export default function IconLink({ icon, ...rest }) {
  return <a {...rest}>{icon}</a>;
}

// A design system's icon link, used twice: its props reach the <a> as they
// are, so a name belongs where it is used, not here.
export default function IconLink({ icon, ...rest }) {
  return <a {...rest}>{icon}</a>;
}

export const CartIcon = () => <svg className="icon" viewBox="0 0 20 20"><path d="M2 2h3l2 10h9l2-7H6" /></svg>;
export const HeartIcon = () => <svg className="icon" viewBox="0 0 20 20"><path d="M10 17l-6-6a4 4 0 016-5 4 4 0 016 5z" /></svg>;

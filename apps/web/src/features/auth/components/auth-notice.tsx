import { Link } from 'react-router';

export interface Notice {
  text: string;
  /** Where the person should go instead, keeping the number they typed. */
  to: string;
  action: string;
  mobile: string;
}

/** "This number is not registered yet" and the like, with the way forward as a link. */
export function AuthNotice({ notice, search }: { notice: Notice; search: string }) {
  return (
    <div className="auth-notice" role="alert">
      <p>{notice.text}</p>
      <Link to={{ pathname: notice.to, search }} state={{ mobile: notice.mobile }} replace>
        {notice.action}
      </Link>
    </div>
  );
}

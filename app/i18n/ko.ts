import type englishMessages from 'ra-language-english';

/**
 * The shape of a catalogue: the same keys as `T` at every level, every leaf a string.
 *
 * Index signatures (ra-core's `TranslationMessages` declares `[key: string]: StringMap | string` at most
 * levels) are dropped, so only the keys react-admin actually names are left, and optional groups
 * (`guesser`, `configurable`) become required: a key present in the English catalogue and missing here
 * is a type error, and so is a key the English catalogue does not have (excess property check).
 */
export type DeepStringRecord<T> = {
  [K in keyof T as KnownKey<K>]-?: StringLeaves<T[K]>;
};

/** `never` for the `string`/`number` keys of an index signature, the key itself otherwise. */
type KnownKey<K> = string extends K ? never : number extends K ? never : K;

/** `string` for a message, a nested record for a group of messages (optional groups included). */
type StringLeaves<V> = NonNullable<V> extends string ? string : DeepStringRecord<NonNullable<V>>;

/** react-admin's own messages, keyed exactly as in `ra-language-english`. */
export type RaMessages = DeepStringRecord<typeof englishMessages>;

/** The few shared strings of our own shell (menu and resource names live with their resources). */
export type PortalMessages = {
  network_error: string;
  server_error: string;
  retry: string;
  /** ra.notification.updated and .deleted for one record: "1건이" reads as a count nobody asked for. */
  updated_one: string;
  deleted_one: string;
};

export type KoreanMessages = RaMessages & { portal: PortalMessages };

/**
 * Korean catalogue for react-admin.
 *
 * Polyglot puts `ko` in its "chinese" plural group, which always takes the first `||||` form, so every
 * message has a single form that reads well for any count and keeps `%{smart_count}` where English has it.
 */
const ko: KoreanMessages = {
  ra: {
    action: {
      add_filter: '필터 추가',
      add: '추가',
      back: '뒤로 가기',
      bulk_actions: '%{smart_count}개 선택됨',
      cancel: '취소',
      clear_array_input: '목록 비우기',
      clear_input_value: '값 지우기',
      clone: '복제',
      confirm: '확인',
      create: '등록',
      create_item: '%{item} 새로 만들기',
      delete: '삭제',
      edit: '수정',
      export: '내보내기',
      list: '목록',
      refresh: '새로고침',
      remove_filter: '이 필터 제거',
      remove_all_filters: '모든 필터 제거',
      remove: '제거',
      reset: '초기화',
      save: '저장',
      search: '검색',
      search_columns: '열 검색',
      select_all: '전체 선택',
      select_all_button: '전체 선택',
      select_row: '이 행 선택',
      show: '상세 보기',
      sort: '정렬',
      undo: '실행 취소',
      unselect: '선택 해제',
      expand: '펼치기',
      close: '닫기',
      open_menu: '메뉴 열기',
      close_menu: '메뉴 닫기',
      update: '변경',
      move_up: '위로 이동',
      move_down: '아래로 이동',
      open: '열기',
      toggle_theme: '라이트/다크 모드 전환',
      select_columns: '표시할 열',
      update_application: '애플리케이션 다시 불러오기',
    },
    boolean: {
      true: '예',
      false: '아니요',
      null: ' ',
    },
    page: {
      create: '%{name} 등록',
      dashboard: '대시보드',
      edit: '%{name} %{recordRepresentation}',
      error: '문제가 발생했습니다',
      list: '%{name}',
      loading: '불러오는 중',
      not_found: '페이지를 찾을 수 없습니다',
      show: '%{name} %{recordRepresentation}',
      empty: '아직 %{name}이(가) 없습니다',
      invite: '새로 추가하시겠습니까?',
      access_denied: '접근 권한 없음',
      authentication_error: '인증 오류',
    },
    input: {
      file: {
        upload_several: '업로드할 파일들을 끌어다 놓거나, 클릭하여 선택하세요.',
        upload_single: '업로드할 파일을 끌어다 놓거나, 클릭하여 선택하세요.',
      },
      image: {
        upload_several: '업로드할 이미지들을 끌어다 놓거나, 클릭하여 선택하세요.',
        upload_single: '업로드할 이미지를 끌어다 놓거나, 클릭하여 선택하세요.',
      },
      references: {
        all_missing: '참조 데이터를 찾을 수 없습니다.',
        many_missing: '연결된 참조 항목 중 일부를 더 이상 사용할 수 없습니다.',
        single_missing: '연결된 참조 항목을 더 이상 사용할 수 없습니다.',
      },
      password: {
        toggle_visible: '비밀번호 숨기기',
        toggle_hidden: '비밀번호 표시',
      },
    },
    message: {
      about: '정보',
      access_denied: '이 페이지에 접근할 권한이 없습니다.',
      are_you_sure: '계속하시겠습니까?',
      authentication_error: '인증 서버에서 오류가 발생하여 로그인 정보를 확인할 수 없습니다.',
      auth_error: '인증 토큰을 확인하는 중 오류가 발생했습니다.',
      bulk_delete_content: '선택한 %{name} %{smart_count}건을 삭제하시겠습니까?',
      bulk_delete_title: '%{name} %{smart_count}건 삭제',
      // English names the record (%{recordRepresentation}) only in its singular form; the bulk buttons
      // never pass it, and with a single Korean form it would be printed literally. See ko.test.ts.
      bulk_update_content: '선택한 %{name} %{smart_count}건을 변경하시겠습니까?',
      bulk_update_title: '%{name} %{smart_count}건 변경',
      clear_array_input: '목록 전체를 비우시겠습니까?',
      delete_content: '이 %{name}을(를) 삭제하시겠습니까?',
      delete_title: '%{name} %{recordRepresentation} 삭제',
      details: '상세 정보',
      error: '클라이언트 오류가 발생하여 요청을 완료하지 못했습니다.',
      invalid_form: '입력 내용이 올바르지 않습니다. 오류 항목을 확인해 주세요',
      loading: '잠시만 기다려 주세요',
      no: '아니요',
      not_found: '주소를 잘못 입력했거나 잘못된 링크로 접속하셨습니다.',
      select_all_limit_reached:
        '항목이 너무 많아 모두 선택할 수 없습니다. 처음 %{max}개 항목만 선택되었습니다.',
      unsaved_changes: '저장하지 않은 변경 사항이 있습니다. 변경 사항을 버리고 이동하시겠습니까?',
      yes: '예',
      placeholder_data_warning: '네트워크 문제로 데이터를 새로 고치지 못했습니다.',
    },
    navigation: {
      clear_filters: '필터 초기화',
      no_filtered_results: '현재 필터 조건에 맞는 %{name}이(가) 없습니다.',
      no_results: '%{name}이(가) 없습니다',
      no_more_results: '%{page} 페이지는 범위를 벗어났습니다. 이전 페이지로 이동해 보세요.',
      page_out_of_boundaries: '%{page} 페이지는 범위를 벗어났습니다',
      page_out_from_end: '마지막 페이지 다음으로는 이동할 수 없습니다',
      page_out_from_begin: '1 페이지 이전으로는 이동할 수 없습니다',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / 총 %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd}개 이상',
      current_page: '%{page} 페이지',
      page: '%{page} 페이지로 이동',
      first: '첫 페이지로 이동',
      last: '마지막 페이지로 이동',
      next: '다음 페이지로 이동',
      previous: '이전 페이지로 이동',
      page_rows_per_page: '페이지당 행 수:',
      skip_nav: '본문으로 건너뛰기',
    },
    sort: {
      sort_by: '%{field_lower_first} 기준 %{order} 정렬',
      ASC: '오름차순',
      DESC: '내림차순',
    },
    auth: {
      auth_check_error: '계속하려면 로그인해 주세요.',
      user_menu: '프로필',
      username: '아이디',
      password: '비밀번호',
      email: '이메일',
      sign_in: '로그인',
      sign_in_error: '로그인에 실패했습니다. 다시 시도해 주세요.',
      logout: '로그아웃',
    },
    notification: {
      updated: '%{smart_count}건이 수정되었습니다.',
      created: '등록되었습니다.',
      deleted: '%{smart_count}건이 삭제되었습니다.',
      bad_item: '잘못된 항목입니다.',
      item_doesnt_exist: '존재하지 않는 항목입니다.',
      http_error: '서버와 통신하는 중 오류가 발생했습니다.',
      data_provider_error: 'dataProvider 오류입니다. 자세한 내용은 콘솔을 확인하세요.',
      i18n_error: '선택한 언어의 번역을 불러올 수 없습니다.',
      canceled: '작업이 취소되었습니다.',
      logged_out: '세션이 종료되었습니다. 다시 로그인해 주세요.',
      not_authorized: '이 리소스에 접근할 권한이 없습니다.',
      application_update_available: '새 버전을 사용할 수 있습니다.',
      offline: '네트워크에 연결되어 있지 않아 데이터를 불러올 수 없습니다.',
    },
    validation: {
      required: '필수 항목입니다',
      minLength: '%{min}자 이상 입력해야 합니다',
      maxLength: '%{max}자 이하로 입력해야 합니다',
      minValue: '%{min} 이상이어야 합니다',
      maxValue: '%{max} 이하여야 합니다',
      number: '숫자를 입력해야 합니다',
      email: '올바른 이메일 주소를 입력해야 합니다',
      oneOf: '다음 중 하나여야 합니다: %{options}',
      regex: '지정된 형식(정규식)과 일치해야 합니다: %{pattern}',
      unique: '이미 사용 중인 값입니다',
    },
    saved_queries: {
      label: '저장된 검색',
      query_name: '검색 이름',
      new_label: '현재 검색 저장...',
      new_dialog_title: '현재 검색을 다른 이름으로 저장',
      remove_label: '저장된 검색 삭제',
      remove_label_with_name: '"%{name}" 검색 삭제',
      remove_dialog_title: '저장된 검색을 삭제하시겠습니까?',
      remove_message: '저장된 검색 목록에서 이 항목을 삭제하시겠습니까?',
      help: '목록을 필터링한 다음 이 검색 조건을 저장해 두고 나중에 다시 사용하세요',
    },
    guesser: {
      empty: {
        title: '표시할 데이터가 없습니다',
        message: 'dataProvider 설정을 확인해 주세요',
      },
    },
    configurable: {
      customize: '화면 설정',
      configureMode: '이 페이지 구성',
      inspector: {
        title: '설정 패널',
        content: '구성할 화면 요소 위에 마우스를 올려 보세요',
        reset: '설정 초기화',
        hideAll: '모두 숨기기',
        showAll: '모두 표시',
      },
      Datagrid: {
        title: '데이터 표',
        unlabeled: '이름 없는 열 #%{column}',
      },
      SimpleForm: {
        title: '입력 양식',
        unlabeled: '이름 없는 입력란 #%{input}',
      },
      SimpleList: {
        title: '목록',
        primaryText: '기본 텍스트',
        secondaryText: '보조 텍스트',
        tertiaryText: '추가 텍스트',
      },
    },
  },
  portal: {
    network_error: '네트워크 오류가 발생했습니다.',
    server_error: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
    updated_one: '수정되었습니다.',
    deleted_one: '삭제되었습니다.',
  },
};

export default ko;

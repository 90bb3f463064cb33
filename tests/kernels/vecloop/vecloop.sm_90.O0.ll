; ModuleID = 'vecloop.cu'
source_filename = "vecloop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vecloop(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %24 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %25 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %26 = mul i32 %24, %25
  %27 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %28 = add i32 %26, %27
  store i32 %28, ptr %11, align 4
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %5
  br label %166

33:                                               ; preds = %5
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = mul i64 %36, %38
  %40 = getelementptr inbounds nuw i32, ptr %34, i64 %39
  store ptr %40, ptr %12, align 8
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 -1, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %41

41:                                               ; preds = %75, %33
  %42 = load i32, ptr %17, align 4
  %43 = load i32, ptr %10, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %78

45:                                               ; preds = %41
  %46 = load ptr, ptr %12, align 8
  %47 = load i32, ptr %17, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %18, align 4
  %51 = load i32, ptr %18, align 4
  %52 = load i32, ptr %13, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr %13, align 4
  %54 = load i32, ptr %18, align 4
  %55 = load i32, ptr %14, align 4
  %56 = icmp ugt i32 %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %45
  %58 = load i32, ptr %18, align 4
  br label %61

59:                                               ; preds = %45
  %60 = load i32, ptr %14, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %58, %57 ], [ %60, %59 ]
  store i32 %62, ptr %14, align 4
  %63 = load i32, ptr %18, align 4
  %64 = load i32, ptr %15, align 4
  %65 = icmp ult i32 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %61
  %67 = load i32, ptr %18, align 4
  br label %70

68:                                               ; preds = %61
  %69 = load i32, ptr %15, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ]
  store i32 %71, ptr %15, align 4
  %72 = load i32, ptr %18, align 4
  %73 = load i32, ptr %16, align 4
  %74 = xor i32 %73, %72
  store i32 %74, ptr %16, align 4
  br label %75

75:                                               ; preds = %70
  %76 = load i32, ptr %17, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %17, align 4
  br label %41, !llvm.loop !4

78:                                               ; preds = %41
  %79 = load ptr, ptr %7, align 8
  %80 = load i32, ptr %11, align 4
  %81 = sext i32 %80 to i64
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = mul i64 %81, %83
  %85 = getelementptr inbounds nuw i8, ptr %79, i64 %84
  store ptr %85, ptr %19, align 8
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %86

86:                                               ; preds = %120, %78
  %87 = load i32, ptr %22, align 4
  %88 = load i32, ptr %10, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %123

90:                                               ; preds = %86
  %91 = load ptr, ptr %19, align 8
  %92 = load i32, ptr %22, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load i8, ptr %94, align 1
  store i8 %95, ptr %23, align 1
  %96 = load i8, ptr %23, align 1
  %97 = zext i8 %96 to i32
  %98 = load i32, ptr %20, align 4
  %99 = add i32 %98, %97
  store i32 %99, ptr %20, align 4
  %100 = load i8, ptr %23, align 1
  %101 = zext i8 %100 to i32
  %102 = load i32, ptr %21, align 4
  %103 = icmp ugt i32 %101, %102
  br i1 %103, label %104, label %107

104:                                              ; preds = %90
  %105 = load i8, ptr %23, align 1
  %106 = zext i8 %105 to i32
  br label %109

107:                                              ; preds = %90
  %108 = load i32, ptr %21, align 4
  br label %109

109:                                              ; preds = %107, %104
  %110 = phi i32 [ %106, %104 ], [ %108, %107 ]
  store i32 %110, ptr %21, align 4
  %111 = load i8, ptr %23, align 1
  %112 = zext i8 %111 to i32
  %113 = mul nsw i32 %112, 3
  %114 = add nsw i32 %113, 1
  %115 = trunc i32 %114 to i8
  %116 = load ptr, ptr %19, align 8
  %117 = load i32, ptr %22, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %116, i64 %118
  store i8 %115, ptr %119, align 1
  br label %120

120:                                              ; preds = %109
  %121 = load i32, ptr %22, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %22, align 4
  br label %86, !llvm.loop !6

123:                                              ; preds = %86
  %124 = load i32, ptr %13, align 4
  %125 = load ptr, ptr %8, align 8
  %126 = load i32, ptr %11, align 4
  %127 = mul nsw i32 %126, 6
  %128 = add nsw i32 %127, 0
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %125, i64 %129
  store i32 %124, ptr %130, align 4
  %131 = load i32, ptr %14, align 4
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %11, align 4
  %134 = mul nsw i32 %133, 6
  %135 = add nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %132, i64 %136
  store i32 %131, ptr %137, align 4
  %138 = load i32, ptr %15, align 4
  %139 = load ptr, ptr %8, align 8
  %140 = load i32, ptr %11, align 4
  %141 = mul nsw i32 %140, 6
  %142 = add nsw i32 %141, 2
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %139, i64 %143
  store i32 %138, ptr %144, align 4
  %145 = load i32, ptr %16, align 4
  %146 = load ptr, ptr %8, align 8
  %147 = load i32, ptr %11, align 4
  %148 = mul nsw i32 %147, 6
  %149 = add nsw i32 %148, 3
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %146, i64 %150
  store i32 %145, ptr %151, align 4
  %152 = load i32, ptr %20, align 4
  %153 = load ptr, ptr %8, align 8
  %154 = load i32, ptr %11, align 4
  %155 = mul nsw i32 %154, 6
  %156 = add nsw i32 %155, 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %153, i64 %157
  store i32 %152, ptr %158, align 4
  %159 = load i32, ptr %21, align 4
  %160 = load ptr, ptr %8, align 8
  %161 = load i32, ptr %11, align 4
  %162 = mul nsw i32 %161, 6
  %163 = add nsw i32 %162, 5
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i32, ptr %160, i64 %164
  store i32 %159, ptr %165, align 4
  br label %166

166:                                              ; preds = %123, %32
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}

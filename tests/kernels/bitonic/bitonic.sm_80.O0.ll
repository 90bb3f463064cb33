; ModuleID = 'bitonic.cu'
source_filename = "bitonic.cu"
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
define dso_local ptx_kernel void @bitonic(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  %23 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %24 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %25 = mul i32 %23, %24
  %26 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %27 = add i32 %25, %26
  store i32 %27, ptr %13, align 4
  %28 = call noundef i32 @llvm.nvvm.read.ptx.sreg.laneid()
  store i32 %28, ptr %14, align 4
  %29 = load ptr, ptr %11, align 8
  %30 = load i32, ptr %13, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %15, align 4
  store i32 2, ptr %16, align 4
  br label %34

34:                                               ; preds = %103, %2
  %35 = load i32, ptr %16, align 4
  %36 = icmp sle i32 %35, 32
  br i1 %36, label %37, label %106

37:                                               ; preds = %34
  %38 = load i32, ptr %16, align 4
  %39 = ashr i32 %38, 1
  store i32 %39, ptr %17, align 4
  br label %40

40:                                               ; preds = %99, %37
  %41 = load i32, ptr %17, align 4
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %102

43:                                               ; preds = %40
  %44 = load i32, ptr %15, align 4
  %45 = load i32, ptr %17, align 4
  store i32 -1, ptr %7, align 4
  store i32 %44, ptr %8, align 4
  store i32 %45, ptr %9, align 4
  store i32 32, ptr %10, align 4
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr %8, align 4
  %48 = load i32, ptr %9, align 4
  %49 = load i32, ptr %10, align 4
  store i32 %46, ptr %3, align 4
  store i32 %47, ptr %4, align 4
  store i32 %48, ptr %5, align 4
  store i32 %49, ptr %6, align 4
  %50 = load i32, ptr %3, align 4
  %51 = load i32, ptr %4, align 4
  %52 = load i32, ptr %5, align 4
  %53 = load i32, ptr %6, align 4
  %54 = sub nsw i32 32, %53
  %55 = shl i32 %54, 8
  %56 = or i32 %55, 31
  %57 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %50, i32 %51, i32 %52, i32 %56)
  store i32 %57, ptr %18, align 4
  %58 = load i32, ptr %14, align 4
  %59 = load i32, ptr %16, align 4
  %60 = and i32 %58, %59
  %61 = icmp eq i32 %60, 0
  %62 = zext i1 %61 to i8
  store i8 %62, ptr %19, align 1
  %63 = load i32, ptr %14, align 4
  %64 = load i32, ptr %17, align 4
  %65 = and i32 %63, %64
  %66 = icmp eq i32 %65, 0
  %67 = zext i1 %66 to i8
  store i8 %67, ptr %20, align 1
  %68 = load i32, ptr %15, align 4
  %69 = load i32, ptr %18, align 4
  %70 = icmp ult i32 %68, %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %43
  %72 = load i32, ptr %15, align 4
  br label %75

73:                                               ; preds = %43
  %74 = load i32, ptr %18, align 4
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %72, %71 ], [ %74, %73 ]
  store i32 %76, ptr %21, align 4
  %77 = load i32, ptr %15, align 4
  %78 = load i32, ptr %18, align 4
  %79 = icmp ult i32 %77, %78
  br i1 %79, label %80, label %82

80:                                               ; preds = %75
  %81 = load i32, ptr %18, align 4
  br label %84

82:                                               ; preds = %75
  %83 = load i32, ptr %15, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %81, %80 ], [ %83, %82 ]
  store i32 %85, ptr %22, align 4
  %86 = load i8, ptr %20, align 1
  %87 = trunc i8 %86 to i1
  %88 = zext i1 %87 to i32
  %89 = load i8, ptr %19, align 1
  %90 = trunc i8 %89 to i1
  %91 = zext i1 %90 to i32
  %92 = icmp eq i32 %88, %91
  br i1 %92, label %93, label %95

93:                                               ; preds = %84
  %94 = load i32, ptr %21, align 4
  br label %97

95:                                               ; preds = %84
  %96 = load i32, ptr %22, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %94, %93 ], [ %96, %95 ]
  store i32 %98, ptr %15, align 4
  br label %99

99:                                               ; preds = %97
  %100 = load i32, ptr %17, align 4
  %101 = ashr i32 %100, 1
  store i32 %101, ptr %17, align 4
  br label %40, !llvm.loop !4

102:                                              ; preds = %40
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %16, align 4
  %105 = shl i32 %104, 1
  store i32 %105, ptr %16, align 4
  br label %34, !llvm.loop !6

106:                                              ; preds = %34
  %107 = load i32, ptr %15, align 4
  %108 = load ptr, ptr %12, align 8
  %109 = load i32, ptr %13, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr %108, i64 %110
  store i32 %107, ptr %111, align 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}

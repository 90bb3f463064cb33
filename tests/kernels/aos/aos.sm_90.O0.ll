; ModuleID = 'aos.cu'
source_filename = "aos.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { %struct.float4, %struct.int2, i32, float }
%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_Z3mixILi3EEjj = comdat any

@kTable = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1
@dyn = external dso_local addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @kTable to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub i32 %8, 1
  %10 = call noundef i32 @_Z3fibj(i32 noundef %9) #6
  %11 = load i32, ptr %2, align 4
  %12 = sub i32 %11, 2
  %13 = call noundef i32 @_Z3fibj(i32 noundef %12) #6
  %14 = add i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4sum4PKj(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i32, ptr %3, i64 0
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i32, ptr %6, i64 1
  %8 = load i32, ptr %7, align 4
  %9 = add i32 %5, %8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds i32, ptr %10, i64 2
  %12 = load i32, ptr %11, align 4
  %13 = add i32 %9, %12
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds i32, ptr %14, i64 3
  %16 = load i32, ptr %15, align 4
  %17 = add i32 %13, %16
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @aos(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, ptr noundef byval(%struct.Params) align 4 %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Particle, align 16
  %11 = alloca i32, align 4
  %12 = alloca [8 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %16 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  store i32 %16, ptr %8, align 4
  %17 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %18 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %19 = mul i32 %17, %18
  %20 = load i32, ptr %8, align 4
  %21 = add i32 %19, %20
  store i32 %21, ptr %9, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %9, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw %struct.Particle, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %25, i64 32, i1 false)
  store i32 0, ptr %11, align 4
  br label %26

26:                                               ; preds = %63, %4
  %27 = load i32, ptr %11, align 4
  %28 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = icmp slt i32 %27, %29
  br i1 %30, label %31, label %66

31:                                               ; preds = %26
  %32 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 3
  %35 = getelementptr inbounds [4 x float], ptr %34, i64 0, i64 0
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %33, %36
  %38 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0
  %39 = getelementptr inbounds nuw %struct.float4, ptr %38, i32 0, i32 0
  %40 = load float, ptr %39, align 16
  %41 = fadd contract float %40, %37
  store float %41, ptr %39, align 16
  %42 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 0
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 3
  %45 = getelementptr inbounds [4 x float], ptr %44, i64 0, i64 1
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %43, %46
  %48 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0
  %49 = getelementptr inbounds nuw %struct.float4, ptr %48, i32 0, i32 1
  %50 = load float, ptr %49, align 4
  %51 = fsub contract float %50, %47
  store float %51, ptr %49, align 4
  %52 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 3
  %53 = getelementptr inbounds [4 x float], ptr %52, i64 0, i64 2
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0
  %56 = getelementptr inbounds nuw %struct.float4, ptr %55, i32 0, i32 2
  %57 = load float, ptr %56, align 8
  %58 = fmul contract float %57, %54
  store float %58, ptr %56, align 8
  %59 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 3
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0
  %62 = getelementptr inbounds nuw %struct.float4, ptr %61, i32 0, i32 3
  store float %60, ptr %62, align 4
  br label %63

63:                                               ; preds = %31
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %11, align 4
  br label %26, !llvm.loop !4

66:                                               ; preds = %26
  %67 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %68 = load i32, ptr %67, align 8
  %69 = and i32 %68, 15
  %70 = sub nsw i32 %69, 8
  %71 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 1
  %72 = getelementptr inbounds nuw %struct.int2, ptr %71, i32 0, i32 0
  store i32 %70, ptr %72, align 16
  %73 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 1
  %74 = getelementptr inbounds nuw %struct.int2, ptr %73, i32 0, i32 0
  %75 = load i32, ptr %74, align 16
  %76 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %77 = load i32, ptr %76, align 8
  %78 = and i32 %77, 15
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds nuw [16 x i32], ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = mul nsw i32 %75, %81
  %83 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 1
  %84 = getelementptr inbounds nuw %struct.int2, ptr %83, i32 0, i32 1
  store i32 %82, ptr %84, align 4
  %85 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %86 = load i32, ptr %85, align 8
  %87 = and i32 %86, 1023
  %88 = uitofp i32 %87 to float
  %89 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 3
  store float %88, ptr %89, align 4
  %90 = load ptr, ptr %6, align 8
  %91 = load i32, ptr %9, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds nuw %struct.Particle, ptr %90, i64 %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %93, ptr align 16 %10, i64 32, i1 false)
  %94 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %94, i8 0, i64 32, i1 false)
  store i32 0, ptr %13, align 4
  br label %95

95:                                               ; preds = %115, %66
  %96 = load i32, ptr %13, align 4
  %97 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %98 = load i32, ptr %97, align 8
  %99 = and i32 %98, 7
  %100 = icmp ule i32 %96, %99
  br i1 %100, label %101, label %118

101:                                              ; preds = %95
  %102 = load i32, ptr %13, align 4
  %103 = getelementptr inbounds nuw %struct.Params, ptr %3, i32 0, i32 2
  %104 = load i32, ptr %103, align 4
  %105 = add i32 %102, %104
  %106 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %107 = load i32, ptr %106, align 8
  %108 = load i32, ptr %13, align 4
  %109 = add i32 %107, %108
  %110 = and i32 %109, 7
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw [8 x i32], ptr %12, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = add i32 %113, %105
  store i32 %114, ptr %112, align 4
  br label %115

115:                                              ; preds = %101
  %116 = load i32, ptr %13, align 4
  %117 = add i32 %116, 1
  store i32 %117, ptr %13, align 4
  br label %95, !llvm.loop !6

118:                                              ; preds = %95
  %119 = load i32, ptr %8, align 4
  %120 = mul i32 %119, 8
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %121
  %123 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %122, ptr align 4 %123, i64 32, i1 false)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = load i32, ptr %8, align 4
  %125 = add i32 %124, 1
  %126 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %127 = urem i32 %125, %126
  store i32 %127, ptr %14, align 4
  %128 = load i32, ptr %14, align 4
  %129 = mul i32 %128, 8
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %130
  %132 = call noundef i32 @_Z4sum4PKj(ptr noundef %131) #6
  %133 = load ptr, ptr %7, align 8
  %134 = load i32, ptr %9, align 4
  %135 = mul i32 %134, 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds nuw i32, ptr %133, i64 %136
  %138 = call noundef i32 @_Z4sum4PKj(ptr noundef %137) #6
  %139 = add i32 %132, %138
  store i32 %139, ptr %15, align 4
  %140 = load i32, ptr %15, align 4
  %141 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %142 = load i32, ptr %141, align 8
  %143 = and i32 %142, 7
  %144 = call noundef i32 @_Z3fibj(i32 noundef %143) #6
  %145 = add i32 %140, %144
  %146 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %147 = load i32, ptr %146, align 8
  %148 = call noundef i32 @_Z3mixILi3EEjj(i32 noundef %147) #6
  %149 = add i32 %145, %148
  %150 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2
  %151 = load i32, ptr %150, align 8
  %152 = lshr i32 %151, 4
  %153 = and i32 %152, 15
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds nuw [16 x i32], ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = add i32 %149, %156
  %158 = load ptr, ptr %7, align 8
  %159 = load i32, ptr %9, align 4
  %160 = mul i32 %159, 4
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds nuw i32, ptr %158, i64 %161
  store i32 %157, ptr %162, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 7
  %11 = xor i32 %8, %10
  %12 = mul i32 %11, -1640531535
  %13 = load i32, ptr %3, align 4
  %14 = add i32 %12, %13
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !7

18:                                               ; preds = %4
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}

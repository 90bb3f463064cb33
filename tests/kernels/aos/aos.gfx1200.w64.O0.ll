; ModuleID = 'aos.hip'
source_filename = "aos.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { <4 x float>, <2 x i32>, i32, float }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_Z3mixILi3EEjj = comdat any

@kTable = protected addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 16
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@dyn = external hidden addrspace(3) global [0 x i32], align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_f1f49a1727003cf = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @kTable to ptr), ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f1f49a1727003cf to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z3fibj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 2
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4
  br label %18

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 %11, 1
  %13 = call noundef i32 @_Z3fibj(i32 noundef %12) #6
  %14 = load i32, ptr %5, align 4
  %15 = sub i32 %14, 2
  %16 = call noundef i32 @_Z3fibj(i32 noundef %15) #6
  %17 = add i32 %13, %16
  br label %18

18:                                               ; preds = %10, %8
  %19 = phi i32 [ %9, %8 ], [ %17, %10 ]
  ret i32 %19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z4sum4PKj(ptr noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i32, ptr %6, i64 0
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds i32, ptr %9, i64 1
  %11 = load i32, ptr %10, align 4
  %12 = add i32 %8, %11
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 2
  %15 = load i32, ptr %14, align 4
  %16 = add i32 %12, %15
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds i32, ptr %17, i64 3
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %16, %19
  ret i32 %20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @aos(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(4) noundef byref(%struct.Params) align 4 %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca %struct.Params, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca %struct.Particle, align 16, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca [8 x i32], align 16, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %5 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8
  store ptr addrspace(1) %1, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8
  store ptr addrspace(1) %2, ptr %22, align 8
  %37 = load ptr, ptr %22, align 8
  call void @llvm.memcpy.p0.p4.i64(ptr align 4 %23, ptr addrspace(4) align 4 %3, i64 28, i1 false)
  store ptr %35, ptr %24, align 8
  store ptr %36, ptr %25, align 8
  store ptr %37, ptr %26, align 8
  %38 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  store i32 %38, ptr %27, align 4
  %39 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %40 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %41 = mul i32 %39, %40
  %42 = load i32, ptr %27, align 4
  %43 = add i32 %41, %42
  store i32 %43, ptr %28, align 4
  %44 = load ptr, ptr %24, align 8
  %45 = load i32, ptr %28, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds nuw %struct.Particle, ptr %44, i64 %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 %47, i64 32, i1 false)
  store i32 0, ptr %30, align 4
  br label %48

48:                                               ; preds = %92, %4
  %49 = load i32, ptr %30, align 4
  %50 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %53, label %95

53:                                               ; preds = %48
  %54 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 3
  %57 = getelementptr inbounds [4 x float], ptr %56, i64 0, i64 0
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %55, %58
  %60 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 0
  %61 = load <4 x float>, ptr %60, align 16
  %62 = extractelement <4 x float> %61, i64 0
  %63 = fadd contract float %62, %59
  %64 = load <4 x float>, ptr %60, align 16
  %65 = insertelement <4 x float> %64, float %63, i64 0
  store <4 x float> %65, ptr %60, align 16
  %66 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 0
  %67 = load float, ptr %66, align 4
  %68 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 3
  %69 = getelementptr inbounds [4 x float], ptr %68, i64 0, i64 1
  %70 = load float, ptr %69, align 4
  %71 = fmul contract float %67, %70
  %72 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 0
  %73 = load <4 x float>, ptr %72, align 16
  %74 = extractelement <4 x float> %73, i64 1
  %75 = fsub contract float %74, %71
  %76 = load <4 x float>, ptr %72, align 16
  %77 = insertelement <4 x float> %76, float %75, i64 1
  store <4 x float> %77, ptr %72, align 16
  %78 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 3
  %79 = getelementptr inbounds [4 x float], ptr %78, i64 0, i64 2
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 0
  %82 = load <4 x float>, ptr %81, align 16
  %83 = extractelement <4 x float> %82, i64 2
  %84 = fmul contract float %83, %80
  %85 = load <4 x float>, ptr %81, align 16
  %86 = insertelement <4 x float> %85, float %84, i64 2
  store <4 x float> %86, ptr %81, align 16
  %87 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 3
  %88 = load float, ptr %87, align 4
  %89 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 0
  %90 = load <4 x float>, ptr %89, align 16
  %91 = insertelement <4 x float> %90, float %88, i64 3
  store <4 x float> %91, ptr %89, align 16
  br label %92

92:                                               ; preds = %53
  %93 = load i32, ptr %30, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %30, align 4
  br label %48, !llvm.loop !6

95:                                               ; preds = %48
  %96 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %97 = load i32, ptr %96, align 8
  %98 = and i32 %97, 15
  %99 = sub nsw i32 %98, 8
  %100 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 1
  %101 = load <2 x i32>, ptr %100, align 16
  %102 = insertelement <2 x i32> %101, i32 %99, i64 0
  store <2 x i32> %102, ptr %100, align 16
  %103 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 1
  %104 = load <2 x i32>, ptr %103, align 16
  %105 = extractelement <2 x i32> %104, i64 0
  %106 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %107 = load i32, ptr %106, align 8
  %108 = and i32 %107, 15
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw [16 x i32], ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 0, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = mul nsw i32 %105, %111
  %113 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 1
  %114 = load <2 x i32>, ptr %113, align 16
  %115 = insertelement <2 x i32> %114, i32 %112, i64 1
  store <2 x i32> %115, ptr %113, align 16
  %116 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %117 = load i32, ptr %116, align 8
  %118 = and i32 %117, 1023
  %119 = uitofp i32 %118 to float
  %120 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 3
  store float %119, ptr %120, align 4
  %121 = load ptr, ptr %25, align 8
  %122 = load i32, ptr %28, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw %struct.Particle, ptr %121, i64 %123
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %124, ptr align 16 %29, i64 32, i1 false)
  %125 = getelementptr inbounds [8 x i32], ptr %31, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %125, i8 0, i64 32, i1 false)
  store i32 0, ptr %32, align 4
  br label %126

126:                                              ; preds = %146, %95
  %127 = load i32, ptr %32, align 4
  %128 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %129 = load i32, ptr %128, align 8
  %130 = and i32 %129, 7
  %131 = icmp ule i32 %127, %130
  br i1 %131, label %132, label %149

132:                                              ; preds = %126
  %133 = load i32, ptr %32, align 4
  %134 = getelementptr inbounds nuw %struct.Params, ptr %23, i32 0, i32 2
  %135 = load i32, ptr %134, align 4
  %136 = add i32 %133, %135
  %137 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %138 = load i32, ptr %137, align 8
  %139 = load i32, ptr %32, align 4
  %140 = add i32 %138, %139
  %141 = and i32 %140, 7
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds nuw [8 x i32], ptr %31, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = add i32 %144, %136
  store i32 %145, ptr %143, align 4
  br label %146

146:                                              ; preds = %132
  %147 = load i32, ptr %32, align 4
  %148 = add i32 %147, 1
  store i32 %148, ptr %32, align 4
  br label %126, !llvm.loop !8

149:                                              ; preds = %126
  %150 = load i32, ptr %27, align 4
  %151 = mul i32 %150, 8
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %152
  %154 = getelementptr inbounds [8 x i32], ptr %31, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %153, ptr align 16 %154, i64 32, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %155 = load i32, ptr %27, align 4
  %156 = add i32 %155, 1
  %157 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %158 = urem i32 %156, %157
  store i32 %158, ptr %33, align 4
  %159 = load i32, ptr %33, align 4
  %160 = mul i32 %159, 8
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %161
  %163 = call noundef i32 @_Z4sum4PKj(ptr noundef %162) #6
  %164 = load ptr, ptr %26, align 8
  %165 = load i32, ptr %28, align 4
  %166 = mul i32 %165, 4
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds nuw i32, ptr %164, i64 %167
  %169 = call noundef i32 @_Z4sum4PKj(ptr noundef %168) #6
  %170 = add i32 %163, %169
  store i32 %170, ptr %34, align 4
  %171 = load i32, ptr %34, align 4
  %172 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %173 = load i32, ptr %172, align 8
  %174 = and i32 %173, 7
  %175 = call noundef i32 @_Z3fibj(i32 noundef %174) #6
  %176 = add i32 %171, %175
  %177 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %178 = load i32, ptr %177, align 8
  %179 = call noundef i32 @_Z3mixILi3EEjj(i32 noundef %178) #6
  %180 = add i32 %176, %179
  %181 = getelementptr inbounds nuw %struct.Particle, ptr %29, i32 0, i32 2
  %182 = load i32, ptr %181, align 8
  %183 = lshr i32 %182, 4
  %184 = and i32 %183, 15
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds nuw [16 x i32], ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = add i32 %180, %187
  %189 = load ptr, ptr %26, align 8
  %190 = load i32, ptr %28, align 4
  %191 = mul i32 %190, 4
  %192 = zext i32 %191 to i64
  %193 = getelementptr inbounds nuw i32, ptr %189, i64 %192
  store i32 %188, ptr %193, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !9, !invariant.load !10, !noundef !10
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %19, %1
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = lshr i32 %13, 7
  %15 = xor i32 %12, %14
  %16 = mul i32 %15, -1640531535
  %17 = load i32, ptr %7, align 4
  %18 = add i32 %16, %17
  store i32 %18, ptr %6, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %7, align 4
  br label %8, !llvm.loop !11

22:                                               ; preds = %8
  %23 = load i32, ptr %6, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,128" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = distinct !{!11, !7}

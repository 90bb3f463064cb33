; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @half_ops(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree writeonly captures(none) %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %9 = shl i32 %8, 8, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %11 = shl nuw nsw i32 %10, 2, !dbg !13
  %12 = and i32 %11, 252, !dbg !13
  %13 = or disjoint i32 %12, %9, !dbg !12
  %14 = or disjoint i32 %13, 1, !dbg !12
  %15 = or disjoint i32 %13, 2, !dbg !12
  %16 = or disjoint i32 %13, 3, !dbg !12
  %17 = icmp slt i32 %13, %4, !dbg !14
  %18 = icmp slt i32 %14, %4, !dbg !14
  %19 = icmp slt i32 %15, %4, !dbg !14
  %20 = icmp slt i32 %16, %4, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %22 = shl i32 %13, 1, !dbg !15
  %23 = select i1 %17, i32 %22, i32 -2147483648, !dbg !15
  %24 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %23, i32 0, i32 0), !dbg !15
  %25 = shl i32 %14, 1, !dbg !15
  %26 = select i1 %18, i32 %25, i32 -2147483648, !dbg !15
  %27 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %26, i32 0, i32 0), !dbg !15
  %28 = shl i32 %15, 1, !dbg !15
  %29 = select i1 %19, i32 %28, i32 -2147483648, !dbg !15
  %30 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %29, i32 0, i32 0), !dbg !15
  %31 = shl i32 %16, 1, !dbg !15
  %32 = select i1 %20, i32 %31, i32 -2147483648, !dbg !15
  %33 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %32, i32 0, i32 0), !dbg !15
  %34 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  %35 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %34, i32 %23, i32 0, i32 0), !dbg !16
  %36 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %34, i32 %26, i32 0, i32 0), !dbg !16
  %37 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %34, i32 %29, i32 0, i32 0), !dbg !16
  %38 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %34, i32 %32, i32 0, i32 0), !dbg !16
  %39 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !17
  %40 = insertelement <2 x i16> poison, i16 %24, i64 0, !dbg !15
  %41 = insertelement <2 x i16> %40, i16 %27, i64 1, !dbg !15
  %42 = bitcast <2 x i16> %41 to <2 x half>, !dbg !15
  %43 = insertelement <2 x i16> poison, i16 %35, i64 0, !dbg !16
  %44 = insertelement <2 x i16> %43, i16 %36, i64 1, !dbg !16
  %45 = bitcast <2 x i16> %44 to <2 x half>, !dbg !16
  %46 = bitcast i16 %24 to half, !dbg !18
  %47 = bitcast i16 %35 to half, !dbg !18
  %48 = fmul half %46, %47, !dbg !18
  %49 = bitcast i16 %27 to half, !dbg !18
  %50 = bitcast i16 %36 to half, !dbg !18
  %51 = fmul half %49, %50, !dbg !18
  %52 = fadd half %48, %46, !dbg !18
  %53 = fadd half %51, %49, !dbg !18
  %54 = bitcast half %52 to i16, !dbg !17
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %54, ptr addrspace(8) %39, i32 %23, i32 0, i32 0), !dbg !17
  %55 = bitcast half %53 to i16, !dbg !17
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %55, ptr addrspace(8) %39, i32 %26, i32 0, i32 0), !dbg !17
  %56 = fpext <2 x half> %42 to <2 x float>, !dbg !19
  %57 = fpext <2 x half> %45 to <2 x float>, !dbg !20
  %58 = fsub <2 x float> %56, %57, !dbg !19
  %59 = insertelement <2 x i16> poison, i16 %30, i64 0, !dbg !15
  %60 = insertelement <2 x i16> %59, i16 %33, i64 1, !dbg !15
  %61 = bitcast <2 x i16> %60 to <2 x half>, !dbg !15
  %62 = insertelement <2 x i16> poison, i16 %37, i64 0, !dbg !16
  %63 = insertelement <2 x i16> %62, i16 %38, i64 1, !dbg !16
  %64 = bitcast <2 x i16> %63 to <2 x half>, !dbg !16
  %65 = bitcast i16 %30 to half, !dbg !18
  %66 = bitcast i16 %37 to half, !dbg !18
  %67 = fmul half %65, %66, !dbg !18
  %68 = bitcast i16 %33 to half, !dbg !18
  %69 = bitcast i16 %38 to half, !dbg !18
  %70 = fmul half %68, %69, !dbg !18
  %71 = fadd half %67, %65, !dbg !18
  %72 = fadd half %70, %68, !dbg !18
  %73 = bitcast half %71 to i16, !dbg !17
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %73, ptr addrspace(8) %39, i32 %29, i32 0, i32 0), !dbg !17
  %74 = bitcast half %72 to i16, !dbg !17
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %74, ptr addrspace(8) %39, i32 %32, i32 0, i32 0), !dbg !17
  %75 = fpext <2 x half> %61 to <2 x float>, !dbg !19
  %76 = fpext <2 x half> %64 to <2 x float>, !dbg !20
  %77 = fsub <2 x float> %75, %76, !dbg !19
  %78 = fptrunc <2 x float> %58 to <2 x bfloat>, !dbg !21
  %79 = fptrunc <2 x float> %77 to <2 x bfloat>, !dbg !21
  %80 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744), !dbg !22
  %.bc = bitcast <2 x bfloat> %78 to <2 x i16>, !dbg !22
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %80, i32 %23, i32 0, i32 0), !dbg !22
  %.extract2 = extractelement <2 x i16> %.bc, i64 1, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract2, ptr addrspace(8) %80, i32 %26, i32 0, i32 0), !dbg !22
  %.bc3 = bitcast <2 x bfloat> %79 to <2 x i16>, !dbg !22
  %.extract4 = extractelement <2 x i16> %.bc3, i64 0, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract4, ptr addrspace(8) %80, i32 %29, i32 0, i32 0), !dbg !22
  %.extract6 = extractelement <2 x i16> %.bc3, i64 1, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract6, ptr addrspace(8) %80, i32 %32, i32 0, i32 0), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "half_ops", linkageName: "half_ops", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !11, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 160, column: 12, scope: !4)
!13 = !DILocation(line: 160, column: 39, scope: !4)
!14 = !DILocation(line: 161, column: 9, scope: !4)
!15 = !DILocation(line: 162, column: 9, scope: !4)
!16 = !DILocation(line: 163, column: 9, scope: !4)
!17 = !DILocation(line: 164, column: 5, scope: !4)
!18 = !DILocation(line: 164, column: 26, scope: !4)
!19 = !DILocation(line: 165, column: 27, scope: !4)
!20 = !DILocation(line: 165, column: 46, scope: !4)
!21 = !DILocation(line: 165, column: 26, scope: !4)
!22 = !DILocation(line: 165, column: 5, scope: !4)
!23 = !DILocation(line: 158, column: 1, scope: !4)
